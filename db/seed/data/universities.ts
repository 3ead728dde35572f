/**
 * Demo universities: real names, cities and well-known facts (founding year, campus, strengths);
 * fees, deadlines, contact details and student numbers are illustrative demo figures.
 *
 * Each university is written as a set of facts and hand-written texts (introduction, about,
 * housing, one admissions step of its own); the longer texts are assembled from those facts with
 * several sentence variants so that no two pages read alike.
 */
import type { DemoMajor, DemoUniversity, DemoUniversityFees } from './types';

interface UniversityFacts {
  code: string;
  slug: string;
  name: string;
  nameZh: string;
  shortName: string;
  citySlug: string;
  cityName: string;
  /** telephone area code, for the illustrative contact number */
  areaCode: number;
  categorySlug: string;
  type: 'public' | 'private';
  foundedYear: number;
  domain: string;
  location: string;
  /** 1 = most expensive public tier ... 3 = least; 0 = private (fees given) */
  tier: 0 | 1 | 2 | 3;
  fees?: DemoUniversityFees;
  mbbs: boolean;
  scholarshipOpen: boolean;
  deadline: string;
  totalStudent: number;
  internationalStudent: number;
  totalSection: number;
  school: string;
  majors: DemoMajor[];
  colors: { primary: string; secondary: string };
  /** Name of the office that handles international admissions. */
  office: string;
  introduction: string;
  about: string;
  /** campus-specific sentence(s) about where international students live */
  housing: string;
  /** one admissions step peculiar to this university */
  admissionStep: string;
  ielts: string;
  hsk: number;
  /** an extra house rule, optional */
  rule?: string;
}

const facts: UniversityFacts[] = [
  {
    code: 'THU',
    slug: 'tsinghua-university',
    name: 'Tsinghua University',
    nameZh: '清华大学',
    shortName: 'Tsinghua',
    citySlug: 'beijing',
    cityName: 'Beijing',
    areaCode: 10,
    categorySlug: 'comprehensive',
    type: 'public',
    foundedYear: 1911,
    domain: 'tsinghua.edu.cn',
    location: '30 Shuangqing Road, Haidian District, Beijing',
    tier: 1,
    mbbs: false,
    scholarshipOpen: true,
    deadline: '2027-03-31',
    totalStudent: 59000,
    internationalStudent: 3800,
    totalSection: 21,
    school:
      'School of Architecture; Department of Computer Science and Technology; School of Economics and Management; School of Environment; Schwarzman College',
    majors: ['Engineering', 'IT', 'Business', 'Science', 'Economics', 'Arts'],
    colors: { primary: '#5b1f7a', secondary: '#a57fc2' },
    office: 'Office of International Admissions',
    introduction:
      'Tsinghua University was founded in 1911 on the grounds of a former Qing imperial garden in north-west Beijing. It is best known for engineering, computer science and architecture, and increasingly for economics, management and the life sciences.',
    about:
      'Tsinghua began as a preparatory school for students going to study in the United States and grew into one of China\'s leading research universities. Its campus in Haidian District sits beside the Old Summer Palace and within cycling distance of Zhongguancun, the capital\'s technology district, which keeps links with industry close. Engineering schools remain the core of the university, but Tsinghua now teaches across twenty-one schools, from law and journalism to medicine. International students take degree programmes in both English and Chinese, and the university\'s motto, "Self-discipline and Social Commitment", is quoted often on campus.',
    housing:
      'International students live mainly in the Zijing apartments in the north of the campus, a short walk from the sports grounds and several canteens.',
    admissionStep:
      'Some schools, including Architecture and Economics and Management, ask shortlisted applicants for an online interview or a portfolio; the school contacts you directly with a time.',
    ielts: 'IELTS 6.5 or TOEFL iBT 90',
    hsk: 5,
  },
  {
    code: 'PKU',
    slug: 'peking-university',
    name: 'Peking University',
    nameZh: '北京大学',
    shortName: 'PKU',
    citySlug: 'beijing',
    cityName: 'Beijing',
    areaCode: 10,
    categorySlug: 'comprehensive',
    type: 'public',
    foundedYear: 1898,
    domain: 'pku.edu.cn',
    location: '5 Yiheyuan Road, Haidian District, Beijing',
    tier: 1,
    mbbs: true,
    scholarshipOpen: true,
    deadline: '2027-03-15',
    totalStudent: 46000,
    internationalStudent: 4500,
    totalSection: 30,
    school:
      'Guanghua School of Management; National School of Development; School of Chinese as a Second Language; Peking University Health Science Center; School of International Studies',
    majors: ['Economics', 'Science', 'Law', 'Chinese Language', 'Medicine', 'Business'],
    colors: { primary: '#8c0000', secondary: '#c96b5b' },
    office: 'Office of International Students',
    introduction:
      'Peking University was founded in 1898 as the Imperial University of Peking, the first national university of modern China. It is renowned for the humanities, mathematics and the natural sciences, economics and medicine.',
    about:
      'Peking University has been at the centre of China\'s intellectual life for more than a century, and the May Fourth Movement of 1919 is part of its history. Its main campus, Yanyuan, was once the site of Yenching University; Weiming Lake and the Boya Pagoda are the images most visitors remember. Teaching and research range across more than thirty schools, with particular strength in Chinese literature, history, economics (at the Guanghua School and the National School of Development), physics and mathematics. Medical teaching takes place at the Health Science Center in Haidian, a few kilometres from the main campus.',
    housing:
      'Most international students are housed at Zhongguanyuan, a residential area just east of the main campus.',
    admissionStep:
      'Departments review applications in spring; candidates for humanities and social-science degrees may be asked for a writing sample, and some science departments hold an online interview.',
    ielts: 'IELTS 6.5 or TOEFL iBT 90',
    hsk: 5,
  },
  {
    code: 'BNU',
    slug: 'beijing-normal-university',
    name: 'Beijing Normal University',
    nameZh: '北京师范大学',
    shortName: 'BNU',
    citySlug: 'beijing',
    cityName: 'Beijing',
    areaCode: 10,
    categorySlug: 'normal',
    type: 'public',
    foundedYear: 1902,
    domain: 'bnu.edu.cn',
    location: '19 Xinjiekou Outer Street, Haidian District, Beijing',
    tier: 2,
    mbbs: false,
    scholarshipOpen: true,
    deadline: '2027-04-30',
    totalStudent: 27000,
    internationalStudent: 2200,
    totalSection: 24,
    school:
      'Faculty of Education; Faculty of Psychology; College of Chinese Language and Culture; School of Chinese Language and Literature; School of Mathematical Sciences',
    majors: ['Education', 'Chinese Language', 'Arts', 'Science', 'Economics'],
    colors: { primary: '#1d4f91', secondary: '#7ea6d6' },
    office: 'International Student Admission Office',
    introduction:
      'Beijing Normal University traces its history to the teacher-training department of the Imperial University of Peking, opened in 1902. It is one of China\'s strongest universities in education, psychology and Chinese language and literature.',
    about:
      'BNU trained generations of China\'s teachers, and education is still the thread that runs through the university: its Faculty of Education and Faculty of Psychology are among the most respected in the country. The main campus lies inside Beijing\'s Third Ring Road, close to the old city, with a second campus in Zhuhai on the south coast. International students come for degrees in education and Chinese literature, for teacher training in Chinese as a foreign language, and for the year-long Chinese language programme run by the College of Chinese Language and Culture.',
    housing:
      'International students live in the international student residences on the main campus, a few minutes\' walk from the library and the College of Chinese Language and Culture.',
    admissionStep:
      'Applicants for the Master of Teaching Chinese to Speakers of Other Languages take a short online interview that includes a few minutes of teaching practice.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 5,
  },
  {
    code: 'BUAA',
    slug: 'beihang-university',
    name: 'Beihang University',
    nameZh: '北京航空航天大学',
    shortName: 'Beihang',
    citySlug: 'beijing',
    cityName: 'Beijing',
    areaCode: 10,
    categorySlug: 'aerospace',
    type: 'public',
    foundedYear: 1952,
    domain: 'buaa.edu.cn',
    location: '37 Xueyuan Road, Haidian District, Beijing',
    tier: 2,
    mbbs: false,
    scholarshipOpen: true,
    deadline: '2027-05-15',
    totalStudent: 38000,
    internationalStudent: 1600,
    totalSection: 30,
    school:
      'School of Aeronautic Science and Engineering; School of Astronautics; School of Computer Science and Engineering; School of Materials Science and Engineering; School of Economics and Management',
    majors: ['Engineering', 'IT', 'Science', 'Business'],
    colors: { primary: '#00427a', secondary: '#5c8fc4' },
    office: 'International Students Office',
    introduction:
      'Beihang University, formerly Beijing University of Aeronautics and Astronautics, was founded in 1952 as China\'s first university of aeronautical engineering. It remains a leader in aerospace, computer science and materials engineering.',
    about:
      'Beihang was formed by bringing together the aeronautics departments of several older universities, and it has kept its focus on flight and space ever since. The Xueyuan Road campus in Haidian, in Beijing\'s university quarter, houses most teaching, while the larger Shahe campus in Changping holds undergraduate residences and laboratories. Alongside aerospace engineering, Beihang has well-regarded schools of computer science, automation, electronic engineering and reliability engineering. Its aviation museum on campus, with aircraft from several decades, can be visited by appointment.',
    housing:
      'International students live in dedicated buildings on the Xueyuan Road campus; undergraduates in their first years may be placed at the Shahe campus, reached by the Changping metro line.',
    admissionStep:
      'Engineering applicants are asked to list any mathematics and physics results separately, and some schools set a short online test in mathematics.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 4,
  },
  {
    code: 'BIT',
    slug: 'beijing-institute-of-technology',
    name: 'Beijing Institute of Technology',
    nameZh: '北京理工大学',
    shortName: 'BIT',
    citySlug: 'beijing',
    cityName: 'Beijing',
    areaCode: 10,
    categorySlug: 'engineering-technology',
    type: 'public',
    foundedYear: 1940,
    domain: 'bit.edu.cn',
    location: '5 Zhongguancun South Street, Haidian District, Beijing',
    tier: 2,
    mbbs: false,
    scholarshipOpen: false,
    deadline: '2027-05-31',
    totalStudent: 29000,
    internationalStudent: 1500,
    totalSection: 22,
    school:
      'School of Mechanical Engineering; School of Optics and Photonics; School of Information and Electronics; School of Computer Science and Technology; School of Management and Economics',
    majors: ['Engineering', 'IT', 'Science', 'Business'],
    colors: { primary: '#006a4e', secondary: '#6fb39b' },
    office: 'International Students Center',
    introduction:
      'Beijing Institute of Technology was founded in Yan\'an in 1940 as the Yan\'an Academy of Natural Sciences and moved to Beijing in 1949. It is known for vehicle engineering, optics and photonics, and information and electronic engineering.',
    about:
      'BIT describes itself as the first science and engineering university founded by the Communist Party of China, and much of its research has served national industry, from vehicles to optical instruments. Its main campus on Zhongguancun South Street puts students in the middle of Beijing\'s technology district; a second campus at Liangxiang in Fangshan holds most undergraduate housing. Vehicle engineering, mechatronics, optics and photonics, and signal and information processing are its best-known fields, and BIT\'s student teams often compete in formula student and robotics contests.',
    housing:
      'Postgraduates live in international student apartments on the Zhongguancun campus; most undergraduates live at the Liangxiang campus, with a university shuttle bus between the two.',
    admissionStep:
      'Masters and PhD applicants are expected to name a prospective supervisor; a short acceptance note from that supervisor strengthens the application.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 4,
  },
  {
    code: 'RUC',
    slug: 'renmin-university-of-china',
    name: 'Renmin University of China',
    nameZh: '中国人民大学',
    shortName: 'Renmin',
    citySlug: 'beijing',
    cityName: 'Beijing',
    areaCode: 10,
    categorySlug: 'comprehensive',
    type: 'public',
    foundedYear: 1937,
    domain: 'ruc.edu.cn',
    location: '59 Zhongguancun Street, Haidian District, Beijing',
    tier: 2,
    mbbs: false,
    scholarshipOpen: true,
    deadline: '2027-04-15',
    totalStudent: 26000,
    internationalStudent: 1900,
    totalSection: 28,
    school:
      'School of Economics; Law School; School of Journalism and Communication; School of Statistics; School of Public Administration and Policy',
    majors: ['Economics', 'Law', 'Business', 'Arts', 'Chinese Language'],
    colors: { primary: '#a4161a', secondary: '#e08e79' },
    office: 'International Students Office',
    introduction:
      'Renmin University of China traces its roots to the Shaanbei Public School of 1937 and took its present name in 1950. It is China\'s leading university for the humanities and social sciences, especially economics, law, journalism and statistics.',
    about:
      'Renmin ("the people\'s") University was the first new university founded by the People\'s Republic, and for decades it trained the country\'s economists, lawyers, statisticians and public servants. Those subjects remain its strength: its schools of economics, law, journalism and communication, statistics and public administration are among the best known in China. The compact campus on Zhongguancun Street is close to Peking and Tsinghua universities, and students move easily between lectures, libraries and events across the university district.',
    housing:
      'International students live in the international student apartments on campus, with shared kitchens and a laundry in each building.',
    admissionStep:
      'Applicants to the English-taught masters in Chinese economy, law or politics submit a 1,000-word personal statement on why they want to study China specifically.',
    ielts: 'IELTS 6.5 or TOEFL iBT 90',
    hsk: 5,
  },
  {
    code: 'BLCU',
    slug: 'beijing-language-and-culture-university',
    name: 'Beijing Language and Culture University',
    nameZh: '北京语言大学',
    shortName: 'BLCU',
    citySlug: 'beijing',
    cityName: 'Beijing',
    areaCode: 10,
    categorySlug: 'language',
    type: 'public',
    foundedYear: 1962,
    domain: 'blcu.edu.cn',
    location: '15 Xueyuan Road, Haidian District, Beijing',
    tier: 3,
    mbbs: false,
    scholarshipOpen: true,
    deadline: '2027-06-15',
    totalStudent: 16000,
    internationalStudent: 6000,
    totalSection: 16,
    school:
      'College of Chinese Studies; College of Intensive Chinese Language Studies; College of Advanced Chinese Training; School of Translation and Interpreting; Business School',
    majors: ['Chinese Language', 'Education', 'Business', 'Arts'],
    colors: { primary: '#c0392b', secondary: '#f0a35e' },
    office: 'Admissions Office for International Students',
    introduction:
      'Beijing Language and Culture University was founded in 1962 and is the only Chinese university whose main mission is teaching Chinese to international students. It is often called the "Little United Nations" for the number of countries its students come from.',
    about:
      'Since its founding BLCU has taught Chinese to students from more than 180 countries, and its textbooks and teacher-training courses are used well beyond Beijing. Students come for anything from a single semester of Chinese to full degrees in Chinese language, translation and interpreting, or Chinese studies taught in Chinese. The campus sits on Xueyuan Road in Wudaokou, Beijing\'s student quarter, where cafés and bookshops serve several universities at once and where Chinese is spoken with a dozen accents. Class placement tests at the start of each term put every student at the right level.',
    housing:
      'Most international students live in the campus residence buildings, some of the most international dormitories in Beijing; rooms range from doubles to single studios.',
    admissionStep:
      'After arrival every language student sits a placement test (written and oral) in the first week, which decides the class level for the term.',
    ielts: 'IELTS 5.5 for English-taught courses',
    hsk: 4,
    rule: 'Language students must attend at least 80 % of classes to receive an end-of-term certificate.',
  },
  {
    code: 'FDU',
    slug: 'fudan-university',
    name: 'Fudan University',
    nameZh: '复旦大学',
    shortName: 'Fudan',
    citySlug: 'shanghai',
    cityName: 'Shanghai',
    areaCode: 21,
    categorySlug: 'comprehensive',
    type: 'public',
    foundedYear: 1905,
    domain: 'fudan.edu.cn',
    location: '220 Handan Road, Yangpu District, Shanghai',
    tier: 1,
    mbbs: true,
    scholarshipOpen: true,
    deadline: '2027-03-31',
    totalStudent: 40000,
    internationalStudent: 3200,
    totalSection: 35,
    school:
      'School of Economics; School of Journalism; Shanghai Medical College; School of Mathematical Sciences; School of International Relations and Public Affairs',
    majors: ['Economics', 'Medicine', 'Science', 'Business', 'Law', 'Arts'],
    colors: { primary: '#0e419c', secondary: '#6d8fd0' },
    office: 'International Students Office',
    introduction:
      'Fudan University was founded in Shanghai in 1905 and merged with Shanghai Medical University in 2000. It is strong across the board, and best known for economics, journalism, mathematics, international relations and medicine.',
    about:
      'Fudan\'s name comes from a line in a classical text about the light of the sun and moon renewing each day, and the university has long been associated with independent thinking. Its main Handan campus is in Yangpu District in north-east Shanghai; Fenglin campus in Xuhui holds Shanghai Medical College, and the Jiangwan and Zhangjiang campuses hold science and engineering. Fudan is a natural choice for students interested in economics, journalism, international politics or medicine, and Shanghai\'s finance, media and hospital sectors offer internships within reach of the metro.',
    housing:
      'International students live at the Fudan International Student Residence a short walk from the Handan campus, and medical students near the Fenglin campus.',
    admissionStep:
      'Applicants to the English-taught MBBS take an online entrance test in chemistry, biology and English; others are reviewed on their file and, for some masters programmes, an interview.',
    ielts: 'IELTS 6.5 or TOEFL iBT 90',
    hsk: 5,
  },
  {
    code: 'SJTU',
    slug: 'shanghai-jiao-tong-university',
    name: 'Shanghai Jiao Tong University',
    nameZh: '上海交通大学',
    shortName: 'SJTU',
    citySlug: 'shanghai',
    cityName: 'Shanghai',
    areaCode: 21,
    categorySlug: 'comprehensive',
    type: 'public',
    foundedYear: 1896,
    domain: 'sjtu.edu.cn',
    location: '800 Dongchuan Road, Minhang District, Shanghai',
    tier: 1,
    mbbs: true,
    scholarshipOpen: true,
    deadline: '2027-04-15',
    totalStudent: 49000,
    internationalStudent: 3000,
    totalSection: 34,
    school:
      'School of Mechanical Engineering; School of Naval Architecture, Ocean and Civil Engineering; Antai College of Economics and Management; School of Electronic Information and Electrical Engineering; Shanghai Jiao Tong University School of Medicine',
    majors: ['Engineering', 'IT', 'Business', 'Medicine', 'Science', 'Economics'],
    colors: { primary: '#b4161e', secondary: '#e78a62' },
    office: 'International Student Admissions Office',
    introduction:
      'Shanghai Jiao Tong University was founded in 1896 as Nanyang Public School and is one of the oldest universities in China. It is known for engineering, naval architecture, business at Antai College, and medicine.',
    about:
      'SJTU grew from a school founded to train engineers and officials for China\'s modernisation, and engineering is still at its heart. The large Minhang campus in south-west Shanghai holds most schools, while the historic Xuhui campus in the city centre keeps the university\'s older buildings and some graduate programmes; the School of Medicine teaches in Huangpu close to its affiliated hospitals. Mechanical engineering, naval architecture and ocean engineering, electronic and electrical engineering, and management at Antai College are its best-known fields, and many programmes are taught in English.',
    housing:
      'International students live mainly in the graduate and international residences on the Minhang campus; medical students have rooms near the School of Medicine in the city centre.',
    admissionStep:
      'Engineering and science applicants may be invited to an online interview with the school; MBBS applicants sit an online test in chemistry and biology.',
    ielts: 'IELTS 6.5 or TOEFL iBT 90',
    hsk: 5,
  },
  {
    code: 'TONGJI',
    slug: 'tongji-university',
    name: 'Tongji University',
    nameZh: '同济大学',
    shortName: 'Tongji',
    citySlug: 'shanghai',
    cityName: 'Shanghai',
    areaCode: 21,
    categorySlug: 'engineering-technology',
    type: 'public',
    foundedYear: 1907,
    domain: 'tongji.edu.cn',
    location: '1239 Siping Road, Yangpu District, Shanghai',
    tier: 2,
    mbbs: true,
    scholarshipOpen: true,
    deadline: '2027-04-30',
    totalStudent: 37000,
    internationalStudent: 2500,
    totalSection: 27,
    school:
      'College of Architecture and Urban Planning; College of Civil Engineering; School of Automotive Studies; College of Design and Innovation; Sino-German College',
    majors: ['Engineering', 'Arts', 'IT', 'Medicine', 'Business'],
    colors: { primary: '#004b8d', secondary: '#5ea0d8' },
    office: 'International Students Office',
    introduction:
      'Tongji University was founded in 1907 as a German medical school in Shanghai and keeps close academic ties with Germany. It is one of China\'s leading universities for architecture, urban planning, civil engineering and automotive engineering.',
    about:
      'Tongji\'s German origins are still visible in its Sino-German College, its double-degree programmes with German universities and the number of students who learn German alongside their degree. The university is best known for the built environment: architecture, urban planning, landscape and civil engineering, with bridge and tunnel engineering that has shaped Shanghai itself. The main Siping Road campus is in Yangpu District; the Jiading campus in the north-west of the city hosts automotive, mechanical and materials engineering close to Shanghai\'s car industry.',
    housing:
      'International students live in the Xi Yuan and international student buildings on the Siping campus; those studying automotive engineering live at Jiading.',
    admissionStep:
      'Architecture, planning and design applicants upload a portfolio of up to 20 pages with the application.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 4,
  },
  {
    code: 'ECNU',
    slug: 'east-china-normal-university',
    name: 'East China Normal University',
    nameZh: '华东师范大学',
    shortName: 'ECNU',
    citySlug: 'shanghai',
    cityName: 'Shanghai',
    areaCode: 21,
    categorySlug: 'normal',
    type: 'public',
    foundedYear: 1951,
    domain: 'ecnu.edu.cn',
    location: '3663 Zhongshan North Road, Putuo District, Shanghai',
    tier: 2,
    mbbs: false,
    scholarshipOpen: true,
    deadline: '2027-05-31',
    totalStudent: 34000,
    internationalStudent: 2400,
    totalSection: 30,
    school:
      'Faculty of Education; International College of Chinese Studies; School of Geographic Sciences; Software Engineering Institute; School of Psychology and Cognitive Science',
    majors: ['Education', 'Chinese Language', 'Science', 'IT', 'Business'],
    colors: { primary: '#a3192e', secondary: '#e0868f' },
    office: 'International Students Office',
    introduction:
      'East China Normal University was founded in 1951 in Shanghai as one of the first teacher-training universities of the new republic. It is known for education, geography, psychology and Chinese language teaching for international students.',
    about:
      'ECNU\'s older Zhongshan North Road campus lies along the Suzhou Creek in Putuo District, a green campus with a lake and tree-lined paths; the much larger Minhang campus in the south of the city holds most undergraduate teaching. Education remains the university\'s flagship, with research on teacher development and comparative education that is widely cited, and its International College of Chinese Studies is one of Shanghai\'s main centres for learning Chinese. Geography, ecology, psychology and software engineering are also well regarded.',
    housing:
      'Language students and postgraduates live in the international student residences on the Zhongshan North Road campus; degree undergraduates may live at Minhang.',
    admissionStep:
      'Education and Chinese-studies applicants attach a short study plan (about 800 words) describing the question they would like to work on.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 4,
  },
  {
    code: 'SUFE',
    slug: 'shanghai-university-of-finance-and-economics',
    name: 'Shanghai University of Finance and Economics',
    nameZh: '上海财经大学',
    shortName: 'SUFE',
    citySlug: 'shanghai',
    cityName: 'Shanghai',
    areaCode: 21,
    categorySlug: 'finance-economics',
    type: 'public',
    foundedYear: 1917,
    domain: 'sufe.edu.cn',
    location: '777 Guoding Road, Yangpu District, Shanghai',
    tier: 2,
    mbbs: false,
    scholarshipOpen: false,
    deadline: '2027-05-15',
    totalStudent: 17000,
    internationalStudent: 900,
    totalSection: 18,
    school:
      'School of Economics; School of Finance; School of Accountancy; College of Business; School of Statistics and Management',
    majors: ['Economics', 'Business', 'Law'],
    colors: { primary: '#003a70', secondary: '#d4a017' },
    office: 'International Students Office',
    introduction:
      'Shanghai University of Finance and Economics grew from the commerce department of Nanjing Higher Normal School, opened in 1917. It is one of China\'s specialist universities for economics, finance, accounting and statistics.',
    about:
      'SUFE is small compared with Shanghai\'s comprehensive universities and concentrates on a narrow range of subjects taught in depth: economics, finance, accountancy, statistics and business administration. Its graduates are well represented in Shanghai\'s banks, accounting firms and the Lujiazui financial district. The main Guoding Road campus is in Yangpu District, in the same university quarter as Fudan and Tongji. English-taught masters programmes in finance, economics and international business attract students from across Asia and Africa.',
    housing:
      'International students live in the international student apartments on the Guoding Road campus, next to the sports centre.',
    admissionStep:
      'Applicants to finance and economics masters must show a grounding in calculus, statistics or econometrics on their transcript, or explain how they acquired it.',
    ielts: 'IELTS 6.5 or TOEFL iBT 90',
    hsk: 5,
  },
  {
    code: 'ZJU',
    slug: 'zhejiang-university',
    name: 'Zhejiang University',
    nameZh: '浙江大学',
    shortName: 'ZJU',
    citySlug: 'hangzhou',
    cityName: 'Hangzhou',
    areaCode: 571,
    categorySlug: 'comprehensive',
    type: 'public',
    foundedYear: 1897,
    domain: 'zju.edu.cn',
    location: '866 Yuhangtang Road, Xihu District, Hangzhou, Zhejiang',
    tier: 1,
    mbbs: true,
    scholarshipOpen: true,
    deadline: '2027-04-15',
    totalStudent: 67000,
    internationalStudent: 5500,
    totalSection: 37,
    school:
      'College of Computer Science and Technology; School of Medicine; College of Agriculture and Biotechnology; School of Management; ZJU-UIUC Institute',
    majors: ['Engineering', 'IT', 'Medicine', 'Business', 'Science', 'Economics'],
    colors: { primary: '#003f88', secondary: '#4f8fd1' },
    office: 'International Students Office',
    introduction:
      'Zhejiang University was founded in 1897 as Qiushi Academy in Hangzhou. It is one of China\'s largest and most comprehensive universities, with leading schools of computer science, engineering, agriculture and medicine.',
    about:
      'Zhejiang University takes its motto, "Seeking Truth" (Qiushi), from the academy it began as. During the war years it moved inland and kept teaching, which is still told as part of its identity. Today it has seven campuses; most students are at Zijingang in the west of Hangzhou, a short trip from West Lake, and the International Campus in Haining hosts joint institutes with partner universities abroad. Hangzhou\'s technology and e-commerce industry gives computer science, electrical engineering and management students plenty of internships, and the School of Medicine teaches with several large affiliated hospitals.',
    housing:
      'International students live mainly in the international residences at Zijingang and Yuquan campuses; medical students stay near the Huajiachi and Zijingang medical buildings.',
    admissionStep:
      'Some colleges hold an online interview in April; MBBS applicants also sit a written test in biology, chemistry and English.',
    ielts: 'IELTS 6.5 or TOEFL iBT 90',
    hsk: 5,
  },
  {
    code: 'NJU',
    slug: 'nanjing-university',
    name: 'Nanjing University',
    nameZh: '南京大学',
    shortName: 'NJU',
    citySlug: 'nanjing',
    cityName: 'Nanjing',
    areaCode: 25,
    categorySlug: 'comprehensive',
    type: 'public',
    foundedYear: 1902,
    domain: 'nju.edu.cn',
    location: '163 Xianlin Avenue, Qixia District, Nanjing, Jiangsu',
    tier: 1,
    mbbs: false,
    scholarshipOpen: true,
    deadline: '2027-04-30',
    totalStudent: 36000,
    internationalStudent: 2300,
    totalSection: 32,
    school:
      'School of Physics; School of Astronomy and Space Science; School of Chemistry and Chemical Engineering; School of Liberal Arts; Johns Hopkins University–Nanjing University Center',
    majors: ['Science', 'Arts', 'Economics', 'IT', 'Chinese Language', 'Law'],
    colors: { primary: '#6a1b6e', secondary: '#b278b4' },
    office: 'Institute for International Students',
    introduction:
      'Nanjing University traces its history to Sanjiang Normal School, founded in 1902. It is renowned for physics, astronomy, chemistry, earth sciences and Chinese literature and history.',
    about:
      'Nanjing, a former capital on the Yangtze, has long been a centre of learning, and Nanjing University is its best-known institution. Its research strength lies in the basic sciences, with physics, chemistry, astronomy and geology all highly ranked, while its humanities keep the city\'s literary tradition alive. The historic Gulou campus sits in the old centre; most students now live and study at Xianlin in the eastern suburbs. The Johns Hopkins University–Nanjing University Center, opened in 1986, was one of the first joint academic programmes between China and the United States.',
    housing:
      'International students live in the international student residences at Gulou campus and in the student apartments at Xianlin, depending on their department.',
    admissionStep:
      'Research applicants should contact a supervisor first; a supervisor\'s acceptance letter is required for PhD applications.',
    ielts: 'IELTS 6.0 or TOEFL iBT 85',
    hsk: 5,
  },
  {
    code: 'SEU',
    slug: 'southeast-university',
    name: 'Southeast University',
    nameZh: '东南大学',
    shortName: 'SEU',
    citySlug: 'nanjing',
    cityName: 'Nanjing',
    areaCode: 25,
    categorySlug: 'engineering-technology',
    type: 'public',
    foundedYear: 1902,
    domain: 'seu.edu.cn',
    location: '2 Sipailou, Xuanwu District, Nanjing, Jiangsu',
    tier: 2,
    mbbs: true,
    scholarshipOpen: true,
    deadline: '2027-05-15',
    totalStudent: 38000,
    internationalStudent: 1800,
    totalSection: 33,
    school:
      'School of Architecture; School of Civil Engineering; School of Transportation; School of Information Science and Engineering; School of Medicine',
    majors: ['Engineering', 'IT', 'Medicine', 'Arts', 'Business'],
    colors: { primary: '#0b6e4f', secondary: '#7fbf9f' },
    office: 'International Students Office',
    introduction:
      'Southeast University shares its 1902 origins with Nanjing University and took its present name in 1988. It is known for architecture, civil and transportation engineering, electronic engineering and biomedical engineering.',
    about:
      'The old Sipailou campus, once the site of National Central University, still has its domed auditorium and many early twentieth-century buildings in the middle of Nanjing. Southeast University\'s schools of architecture, civil engineering and transportation are among the strongest in China, and its electronic and information engineering programmes work closely with Jiangsu\'s electronics industry. The larger Jiulonghu campus in Jiangning holds most undergraduate teaching, and the School of Medicine is linked to Zhongda Hospital in the city centre.',
    housing:
      'International students live at the international student apartments of Jiulonghu campus, with a smaller residence at Sipailou for postgraduates.',
    admissionStep:
      'Engineering masters applicants submit a research proposal of about two pages; some schools follow up with an online interview.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 4,
  },
  {
    code: 'SUDA',
    slug: 'soochow-university',
    name: 'Soochow University',
    nameZh: '苏州大学',
    shortName: 'Soochow',
    citySlug: 'suzhou',
    cityName: 'Suzhou',
    areaCode: 512,
    categorySlug: 'comprehensive',
    type: 'public',
    foundedYear: 1900,
    domain: 'suda.edu.cn',
    location: '1 Shizi Street, Gusu District, Suzhou, Jiangsu',
    tier: 3,
    mbbs: true,
    scholarshipOpen: true,
    deadline: '2027-06-15',
    totalStudent: 41000,
    internationalStudent: 1500,
    totalSection: 30,
    school:
      'Medical College; College of Textile and Clothing Engineering; Institute of Functional Nano and Soft Materials (FUNSOM); Kenneth Wang School of Law; School of Arts',
    majors: ['Medicine', 'Engineering', 'Law', 'Arts', 'Chinese Language'],
    colors: { primary: '#7a1f2b', secondary: '#c98a6b' },
    office: 'International Students Office',
    introduction:
      'Soochow University was founded in 1900 in Suzhou, one of China\'s oldest cities. It is known for its medical college, textile engineering, nanomaterials research and law.',
    about:
      'Soochow University\'s original campus, with red-brick buildings from the early 1900s, lies inside Suzhou\'s old town of canals and classical gardens, a few minutes from the Humble Administrator\'s Garden by bus. The university combines that history with modern research: its nanomaterials institute and its haematology and radiation medicine groups are widely cited, and its textile and clothing engineering reflects Suzhou\'s long silk tradition. The Dushu Lake campus in Suzhou Industrial Park is close to many international companies, and Shanghai is under thirty minutes away by high-speed train.',
    housing:
      'International students live in the international student residence on the Tianci Zhuang campus in the old town or at Dushu Lake, depending on their school.',
    admissionStep:
      'MBBS applicants take a short online interview in English to check that they can follow lectures and clinical teaching in English.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 4,
  },
  {
    code: 'XJTLU',
    slug: 'xian-jiaotong-liverpool-university',
    name: "Xi'an Jiaotong-Liverpool University",
    nameZh: '西交利物浦大学',
    shortName: 'XJTLU',
    citySlug: 'suzhou',
    cityName: 'Suzhou',
    areaCode: 512,
    categorySlug: 'comprehensive',
    type: 'private',
    foundedYear: 2006,
    domain: 'xjtlu.edu.cn',
    location: '111 Ren\'ai Road, Suzhou Industrial Park, Suzhou, Jiangsu',
    tier: 0,
    fees: {
      bachelor: 88000,
      masters: 98000,
      phd: 100000,
      mbbs: null,
      language: 24000,
      accommodation: 21000,
      other: 1800,
      scholarship: 800,
    },
    mbbs: false,
    scholarshipOpen: true,
    deadline: '2027-06-30',
    totalStudent: 22000,
    internationalStudent: 1000,
    totalSection: 15,
    school:
      'International Business School Suzhou; School of Advanced Technology; Design School; School of Science; Academy of Film and Creative Technology',
    majors: ['Business', 'IT', 'Engineering', 'Arts', 'Economics'],
    colors: { primary: '#004a7c', secondary: '#58a7d6' },
    office: 'Admissions Office',
    introduction:
      'Xi\'an Jiaotong-Liverpool University was founded in 2006 by Xi\'an Jiaotong University and the University of Liverpool. It is an independent Sino-British university in Suzhou that teaches almost entirely in English.',
    about:
      'XJTLU was one of the first universities in China set up jointly with a British partner, and its teaching follows a British model: modules, coursework and exams assessed to UK standards. Undergraduates who complete their degree receive a degree from the University of Liverpool as well as from XJTLU, and many spend their last two years in Liverpool. The campus, in Suzhou Industrial Park beside Dushu Lake, is modern and compact, and business, computing, architecture and design are among its most popular subjects. Fees are higher than at public universities, and scholarships are awarded mainly on academic merit.',
    housing:
      'Students live in university-approved residences within walking distance of the campus, in flats of two to four bedrooms shared with Chinese and international students.',
    admissionStep:
      'XJTLU decides most undergraduate applications on school results and English scores alone; design and architecture applicants also send a portfolio.',
    ielts: 'IELTS 6.0 with no band below 5.5',
    hsk: 4,
    rule: 'Academic integrity rules follow the University of Liverpool\'s code: plagiarism and contract cheating lead to failed modules or dismissal.',
  },
  {
    code: 'WHU',
    slug: 'wuhan-university',
    name: 'Wuhan University',
    nameZh: '武汉大学',
    shortName: 'WHU',
    citySlug: 'wuhan',
    cityName: 'Wuhan',
    areaCode: 27,
    categorySlug: 'comprehensive',
    type: 'public',
    foundedYear: 1893,
    domain: 'whu.edu.cn',
    location: '299 Bayi Road, Wuchang District, Wuhan, Hubei',
    tier: 2,
    mbbs: true,
    scholarshipOpen: true,
    deadline: '2027-04-30',
    totalStudent: 59000,
    internationalStudent: 2500,
    totalSection: 34,
    school:
      'School of Remote Sensing and Information Engineering; Law School; School of Water Resources and Hydropower Engineering; School of Economics and Management; Wuhan University School of Medicine',
    majors: ['Engineering', 'Law', 'Medicine', 'Economics', 'IT', 'Chinese Language'],
    colors: { primary: '#0b5d3b', secondary: '#6bb38e' },
    office: 'Office of International Students',
    introduction:
      'Wuhan University traces its history to the Ziqiang Institute of 1893 and stands on Luojia Hill beside East Lake. It is known for surveying and remote sensing, law, water resources engineering and medicine.',
    about:
      'Wuhan University\'s campus is often called the most beautiful in China: green-tiled buildings from the 1930s on the slopes of Luojia Hill, the lake below, and the cherry trees that bring crowds of visitors every March. Academically it is a broad university with particular distinction in remote sensing and geographic information science, hydraulic engineering, law and Chinese philosophy. Its medical school, formed from a merger with Hubei Medical University, teaches with the Renmin and Zhongnan hospitals. Wuhan itself, a large river city at the centre of China, is a short high-speed train ride from Beijing, Shanghai and Guangzhou.',
    housing:
      'International students live in the international student residences on the main campus; medical students stay close to the medical school buildings.',
    admissionStep:
      'MBBS applicants sit an entrance test in English, biology and chemistry; other applicants may be interviewed online by the school.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 4,
  },
  {
    code: 'HUST',
    slug: 'huazhong-university-of-science-and-technology',
    name: 'Huazhong University of Science and Technology',
    nameZh: '华中科技大学',
    shortName: 'HUST',
    citySlug: 'wuhan',
    cityName: 'Wuhan',
    areaCode: 27,
    categorySlug: 'engineering-technology',
    type: 'public',
    foundedYear: 1952,
    domain: 'hust.edu.cn',
    location: '1037 Luoyu Road, Hongshan District, Wuhan, Hubei',
    tier: 2,
    mbbs: true,
    scholarshipOpen: true,
    deadline: '2027-05-15',
    totalStudent: 56000,
    internationalStudent: 2600,
    totalSection: 42,
    school:
      'School of Optical and Electronic Information; School of Mechanical Science and Engineering; School of Energy and Power Engineering; Tongji Medical College; School of Computer Science and Technology',
    majors: ['Engineering', 'Medicine', 'IT', 'Science', 'Business'],
    colors: { primary: '#1b5e9c', secondary: '#79b1dd' },
    office: 'International Students Office',
    introduction:
      'Huazhong University of Science and Technology began as Huazhong Institute of Technology in 1952 and merged with Tongji Medical College in 2000. It is one of China\'s leading universities for optoelectronics, mechanical engineering, energy and medicine.',
    about:
      'HUST\'s main campus on Luoyu Road in eastern Wuhan is so densely planted that students call it a university in a forest. The Wuhan National Laboratory for Optoelectronics sits on campus, and the Optics Valley high-tech zone around it is home to fibre-optics, laser and chip companies, which makes internships easy to find. Mechanical engineering, energy and power, and computer science are also highly ranked. Tongji Medical College, a separate campus in Hankou, teaches medicine with large teaching hospitals, including Tongji Hospital and Union Hospital.',
    housing:
      'International students live in the international student apartments on the main campus; medical students live at the Tongji Medical College campus in Hankou.',
    admissionStep:
      'Applicants to English-taught engineering masters are encouraged to email a prospective supervisor; MBBS applicants sit an entrance test in English and science.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 4,
  },
  {
    code: 'SYSU',
    slug: 'sun-yat-sen-university',
    name: 'Sun Yat-sen University',
    nameZh: '中山大学',
    shortName: 'SYSU',
    citySlug: 'guangzhou',
    cityName: 'Guangzhou',
    areaCode: 20,
    categorySlug: 'comprehensive',
    type: 'public',
    foundedYear: 1924,
    domain: 'sysu.edu.cn',
    location: '135 Xingang West Road, Haizhu District, Guangzhou, Guangdong',
    tier: 2,
    mbbs: true,
    scholarshipOpen: true,
    deadline: '2027-04-15',
    totalStudent: 60000,
    internationalStudent: 2100,
    totalSection: 38,
    school:
      'Zhongshan School of Medicine; Lingnan College; School of Ecology; School of Marine Sciences; School of Sociology and Anthropology',
    majors: ['Medicine', 'Economics', 'Science', 'Business', 'Law', 'Chinese Language'],
    colors: { primary: '#005826', secondary: '#7fb685' },
    office: 'Office of International Students',
    introduction:
      'Sun Yat-sen University was founded in 1924 by Sun Yat-sen, the first provisional president of the Republic of China. It is the leading university of southern China, known for medicine, economics at Lingnan College, ecology and marine science.',
    about:
      'SYSU\'s South Campus, on the south bank of the Pearl River in Guangzhou, was once the campus of Lingnan University, and its red-brick buildings among banyan trees are a much-photographed part of the city. The university now has campuses in Guangzhou, Zhuhai and Shenzhen. Medicine is one of its great strengths: the Zhongshan School of Medicine works with some of southern China\'s best-known hospitals. Lingnan College is respected for economics and business, and the schools of ecology, marine science and sociology lead in their fields. Guangzhou\'s warm climate and Cantonese food are part of student life.',
    housing:
      'International students live in the international student residences on the South and North campuses in Guangzhou; the North Campus residence serves medical students.',
    admissionStep:
      'MBBS applicants sit a written test and an interview in English; Chinese-taught programmes check the HSK result before the file goes to the school.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 5,
  },
  {
    code: 'SCUT',
    slug: 'south-china-university-of-technology',
    name: 'South China University of Technology',
    nameZh: '华南理工大学',
    shortName: 'SCUT',
    citySlug: 'guangzhou',
    cityName: 'Guangzhou',
    areaCode: 20,
    categorySlug: 'engineering-technology',
    type: 'public',
    foundedYear: 1952,
    domain: 'scut.edu.cn',
    location: '381 Wushan Road, Tianhe District, Guangzhou, Guangdong',
    tier: 3,
    mbbs: false,
    scholarshipOpen: true,
    deadline: '2027-05-31',
    totalStudent: 43000,
    internationalStudent: 1600,
    totalSection: 30,
    school:
      'School of Architecture; School of Light Industry and Engineering; School of Food Science and Engineering; School of Materials Science and Engineering; School of Business Administration',
    majors: ['Engineering', 'IT', 'Arts', 'Business', 'Science'],
    colors: { primary: '#8b0a12', secondary: '#d97d54' },
    office: 'International Students Office',
    introduction:
      'South China University of Technology was founded in 1952 from the engineering departments of several universities in southern China. It is known for architecture, light industry, food science, chemical engineering and materials.',
    about:
      'SCUT is southern China\'s leading engineering university, and much of its research serves the manufacturing economy of the Pearl River Delta, from paper and packaging to electronics and cars. Its School of Architecture and the university\'s design institute have shaped many buildings across the region. The Wushan campus in Tianhe District, with lakes and hills, is the original site; the University Town campus on an island in Panyu shares facilities with other Guangzhou universities, and a newer International Campus teaches in English.',
    housing:
      'International students live in international student apartments on the Wushan campus or at University Town, depending on their school.',
    admissionStep:
      'Applicants to the English-taught engineering bachelors send their mathematics and physics results separately; some are invited to an online interview.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 4,
  },
  {
    code: 'JNU',
    slug: 'jinan-university',
    name: 'Jinan University',
    nameZh: '暨南大学',
    shortName: 'Jinan',
    citySlug: 'guangzhou',
    cityName: 'Guangzhou',
    areaCode: 20,
    categorySlug: 'comprehensive',
    type: 'public',
    foundedYear: 1906,
    domain: 'jnu.edu.cn',
    location: '601 Huangpu Avenue West, Tianhe District, Guangzhou, Guangdong',
    tier: 3,
    mbbs: true,
    scholarshipOpen: false,
    deadline: '2027-06-15',
    totalStudent: 48000,
    internationalStudent: 4000,
    totalSection: 39,
    school:
      'School of Medicine; School of Journalism and Communication; School of Economics; College of Chinese Language and Culture; School of International Studies',
    majors: ['Medicine', 'Economics', 'Chinese Language', 'Arts', 'Business'],
    colors: { primary: '#00529b', secondary: '#e3a21a' },
    office: 'Admissions Office',
    introduction:
      'Jinan University was founded in Nanjing in 1906 to educate the children of overseas Chinese, and has been in Guangzhou since 1958. It has one of the most international student bodies in China and is known for medicine, journalism and economics.',
    about:
      'Jinan\'s name comes from a classical phrase about spreading learning to the southern seas, a reminder of its mission to students from overseas Chinese communities. That mission has made it one of the most diverse universities in China, with students from Hong Kong, Macau, Taiwan, South-East Asia and well beyond. The main Shipai campus is in Tianhe, Guangzhou\'s business district. Medicine, journalism, economics and the teaching of Chinese as a foreign language at the College of Chinese Language and Culture are its best-known programmes.',
    housing:
      'International students live in the campus residences of the Shipai campus; language students at the College of Chinese Language and Culture live on that college\'s own campus.',
    admissionStep:
      'MBBS applicants are interviewed online in English; language students choose a starting level, which is confirmed by a placement test on arrival.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 4,
  },
  {
    code: 'SZU',
    slug: 'shenzhen-university',
    name: 'Shenzhen University',
    nameZh: '深圳大学',
    shortName: 'SZU',
    citySlug: 'shenzhen',
    cityName: 'Shenzhen',
    areaCode: 755,
    categorySlug: 'comprehensive',
    type: 'public',
    foundedYear: 1983,
    domain: 'szu.edu.cn',
    location: '3688 Nanhai Avenue, Nanshan District, Shenzhen, Guangdong',
    tier: 3,
    mbbs: true,
    scholarshipOpen: true,
    deadline: '2027-06-30',
    totalStudent: 39000,
    internationalStudent: 900,
    totalSection: 27,
    school:
      'College of Computer Science and Software Engineering; School of Architecture and Urban Planning; College of Economics; Shenzhen University Medical School; College of Mechatronics and Control Engineering',
    majors: ['IT', 'Engineering', 'Business', 'Arts', 'Medicine'],
    colors: { primary: '#9b1c31', secondary: '#e07a5f' },
    office: 'International Students Office',
    introduction:
      'Shenzhen University was founded in 1983, a few years after Shenzhen became China\'s first special economic zone. It is known for computer science, electronics, architecture and its close ties with the city\'s technology industry.',
    about:
      'Shenzhen University grew with its city, from a fishing town to one of China\'s largest technology centres, and it is best known for the entrepreneurs it has produced, including co-founders of Tencent. The Yuehai campus in Nanshan District is close to the headquarters of several technology companies, and the newer Lihu campus is set among hills and reservoirs in the north of the city. Computer science, optoelectronics, architecture and economics are its strongest subjects; its medical school is young and growing. Hong Kong is less than an hour away.',
    housing:
      'International students live in the international student apartments on the Yuehai campus, within walking distance of the Shenzhen University metro station.',
    admissionStep:
      'Applicants with a start-up idea or project may attach a short portfolio; the computer science school considers programming contest results.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 4,
  },
  {
    code: 'SUSTECH',
    slug: 'southern-university-of-science-and-technology',
    name: 'Southern University of Science and Technology',
    nameZh: '南方科技大学',
    shortName: 'SUSTech',
    citySlug: 'shenzhen',
    cityName: 'Shenzhen',
    areaCode: 755,
    categorySlug: 'engineering-technology',
    type: 'public',
    foundedYear: 2011,
    domain: 'sustech.edu.cn',
    location: '1088 Xueyuan Avenue, Nanshan District, Shenzhen, Guangdong',
    tier: 2,
    mbbs: false,
    scholarshipOpen: false,
    deadline: '2027-03-31',
    totalStudent: 10000,
    internationalStudent: 300,
    totalSection: 12,
    school:
      'Department of Physics; Department of Materials Science and Engineering; School of Life Sciences; Department of Computer Science and Engineering; Department of Mechanical and Energy Engineering',
    majors: ['Science', 'Engineering', 'IT'],
    colors: { primary: '#ed6d00', secondary: '#f5b26b' },
    office: 'Graduate School and Admissions Office',
    introduction:
      'Southern University of Science and Technology was founded in Shenzhen in 2011 as a public research university built on international lines. It is small, selective and strong in physics, materials science, biology and engineering.',
    about:
      'SUSTech was set up by the city of Shenzhen to try a different model of Chinese higher education: a small research university with faculty recruited largely from abroad, English widely used in research groups and a residential college system for undergraduates. In a little over a decade it has built strong departments in physics, materials science, biology, chemistry, and mechanical and energy engineering. The campus lies at the foot of Tanglang Mountain in Nanshan District, close to the city\'s technology parks.',
    housing:
      'Students live in residential colleges on campus; international postgraduates are offered single or shared rooms in the graduate apartments.',
    admissionStep:
      'Postgraduate admission at SUSTech is supervisor-led: contact a faculty member whose research fits yours, who then invites you to apply and interviews you.',
    ielts: 'IELTS 6.5 or TOEFL iBT 90',
    hsk: 5,
  },
  {
    code: 'SCU',
    slug: 'sichuan-university',
    name: 'Sichuan University',
    nameZh: '四川大学',
    shortName: 'SCU',
    citySlug: 'chengdu',
    cityName: 'Chengdu',
    areaCode: 28,
    categorySlug: 'comprehensive',
    type: 'public',
    foundedYear: 1896,
    domain: 'scu.edu.cn',
    location: '24 South Section 1, Yihuan Road, Wuhou District, Chengdu, Sichuan',
    tier: 2,
    mbbs: true,
    scholarshipOpen: true,
    deadline: '2027-05-15',
    totalStudent: 70000,
    internationalStudent: 2200,
    totalSection: 36,
    school:
      'West China School of Medicine; West China School of Stomatology; College of Polymer Science and Engineering; College of Literature and Journalism; Business School',
    majors: ['Medicine', 'Engineering', 'Arts', 'Business', 'Science', 'Chinese Language'],
    colors: { primary: '#c8102e', secondary: '#f08a5d' },
    office: 'International Students Office',
    introduction:
      'Sichuan University traces its history to the Sichuan Chinese-Western School founded in Chengdu in 1896. It is one of the largest universities in western China and is especially known for medicine and dentistry at its West China schools.',
    about:
      'Sichuan University brought together three older institutions: the original Sichuan University, the Chengdu University of Science and Technology and West China University of Medical Sciences. West China Hospital and the West China School of Stomatology are among the most respected in China, and polymer science and engineering is another acknowledged strength. The Wangjiang campus lies on the Jinjiang River in the city, the Huaxi campus houses medicine, and the large Jiang\'an campus is in Shuangliu. Chengdu is known for its relaxed pace, tea houses, Sichuan cooking and, just outside the city, the giant panda research base.',
    housing:
      'International students live at the international student residences on the Wangjiang and Huaxi campuses; rooms at Huaxi are reserved first for medical and dental students.',
    admissionStep:
      'MBBS and dental applicants sit an online test of English and science, followed by an interview with medical school staff.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 4,
  },
  {
    code: 'UESTC',
    slug: 'university-of-electronic-science-and-technology-of-china',
    name: 'University of Electronic Science and Technology of China',
    nameZh: '电子科技大学',
    shortName: 'UESTC',
    citySlug: 'chengdu',
    cityName: 'Chengdu',
    areaCode: 28,
    categorySlug: 'engineering-technology',
    type: 'public',
    foundedYear: 1956,
    domain: 'uestc.edu.cn',
    location: '2006 Xiyuan Avenue, West Hi-Tech Zone, Chengdu, Sichuan',
    tier: 3,
    mbbs: false,
    scholarshipOpen: true,
    deadline: '2027-05-31',
    totalStudent: 38000,
    internationalStudent: 1300,
    totalSection: 24,
    school:
      'School of Information and Communication Engineering; School of Electronic Science and Engineering; School of Computer Science and Engineering; School of Microelectronics; Glasgow College',
    majors: ['IT', 'Engineering', 'Science', 'Business'],
    colors: { primary: '#003d7c', secondary: '#4aa3df' },
    office: 'International Students Office',
    introduction:
      'The University of Electronic Science and Technology of China was founded in Chengdu in 1956 as China\'s first university of radio engineering. It is a leader in electronics, microwaves, communications and computer science.',
    about:
      'UESTC brought together the radio and electronics departments of several universities in the 1950s, and electronic information is still the whole of its identity: communication engineering, microwave and radar technology, microelectronics and integrated circuits, and computer science. Its Qingshuihe campus in Chengdu\'s West Hi-Tech Zone is large and green, and the zone around it hosts many chip design and software companies. Glasgow College, a joint institute with the University of Glasgow, teaches electronics and communications in English.',
    housing:
      'International students live in the international student apartments at the Qingshuihe campus, with shared kitchens and a laundry on each floor.',
    admissionStep:
      'Engineering applicants should list programming and electronics projects; postgraduate applicants are asked to contact a supervisor before the deadline.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 4,
  },
  {
    code: 'SWJTU',
    slug: 'southwest-jiaotong-university',
    name: 'Southwest Jiaotong University',
    nameZh: '西南交通大学',
    shortName: 'SWJTU',
    citySlug: 'chengdu',
    cityName: 'Chengdu',
    areaCode: 28,
    categorySlug: 'engineering-technology',
    type: 'public',
    foundedYear: 1896,
    domain: 'swjtu.edu.cn',
    location: '999 Xi\'an Road, Pidu District, Chengdu, Sichuan',
    tier: 3,
    mbbs: false,
    scholarshipOpen: false,
    deadline: '2027-06-15',
    totalStudent: 36000,
    internationalStudent: 1100,
    totalSection: 26,
    school:
      'School of Civil Engineering; School of Traction Power; School of Transportation and Logistics; School of Mechanical Engineering; School of Economics and Management',
    majors: ['Engineering', 'IT', 'Business'],
    colors: { primary: '#1e3a8a', secondary: '#8da2d8' },
    office: 'International Students Office',
    introduction:
      'Southwest Jiaotong University was founded in 1896 as the Imperial Chinese Railway College in Shanhaiguan and has been in Chengdu since 1989. It is China\'s best-known university for railway engineering.',
    about:
      'SWJTU has trained railway engineers for more than a century, and its history follows the railways: from Shanhaiguan to Tangshan, then to Emei in Sichuan, and finally to Chengdu. Bridge and tunnel engineering, traction power, vehicle engineering and rail transport planning are its core subjects, and its laboratories have contributed to China\'s high-speed network and to maglev research. The Xipu campus in north-west Chengdu is spacious and green, with a metro line into the city centre.',
    housing:
      'International students live in international student apartments on the Xipu campus, near the teaching buildings and the rail engineering laboratories.',
    admissionStep:
      'Railway and civil engineering applicants submit a short statement on the transport or infrastructure problem they want to study.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 4,
  },
  {
    code: 'XJTU',
    slug: 'xian-jiaotong-university',
    name: "Xi'an Jiaotong University",
    nameZh: '西安交通大学',
    shortName: 'XJTU',
    citySlug: 'xian',
    cityName: "Xi'an",
    areaCode: 29,
    categorySlug: 'comprehensive',
    type: 'public',
    foundedYear: 1896,
    domain: 'xjtu.edu.cn',
    location: '28 Xianning West Road, Beilin District, Xi\'an, Shaanxi',
    tier: 2,
    mbbs: true,
    scholarshipOpen: true,
    deadline: '2027-04-30',
    totalStudent: 44000,
    internationalStudent: 2700,
    totalSection: 30,
    school:
      'School of Energy and Power Engineering; School of Electrical Engineering; School of Management; Health Science Center; School of Mechanical Engineering',
    majors: ['Engineering', 'Medicine', 'Business', 'IT', 'Economics'],
    colors: { primary: '#004ea2', secondary: '#75a7db' },
    office: 'International Education School',
    introduction:
      'Xi\'an Jiaotong University shares its 1896 origins with Shanghai Jiao Tong University and moved to Xi\'an in 1956. It is known for energy and power engineering, electrical engineering, management and medicine.',
    about:
      'The move of Jiaotong University from Shanghai to Xi\'an in the 1950s, to build up industry in western China, is a story the university still tells with pride. Its Xingqing campus faces Xingqing Palace Park in the old city, a short ride from the city walls, and the Innovation Harbour campus west of the city brings research institutes and companies together. Power engineering, electrical engineering, thermal and fluid sciences, and management are its best-known fields, and the Health Science Center has a long-standing English-taught MBBS. Xi\'an, the starting point of the Silk Road, gives students a rich historical setting.',
    housing:
      'International students live in the international student apartments on the Xingqing campus; medical students stay at the Yanta campus of the Health Science Center.',
    admissionStep:
      'MBBS applicants take an online test in English, chemistry and biology; engineering applicants may be asked for an interview by the school.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 4,
  },
  {
    code: 'NPU',
    slug: 'northwestern-polytechnical-university',
    name: 'Northwestern Polytechnical University',
    nameZh: '西北工业大学',
    shortName: 'NPU',
    citySlug: 'xian',
    cityName: "Xi'an",
    areaCode: 29,
    categorySlug: 'aerospace',
    type: 'public',
    foundedYear: 1938,
    domain: 'nwpu.edu.cn',
    location: '127 Youyi West Road, Beilin District, Xi\'an, Shaanxi',
    tier: 3,
    mbbs: false,
    scholarshipOpen: true,
    deadline: '2027-05-31',
    totalStudent: 32000,
    internationalStudent: 800,
    totalSection: 22,
    school:
      'School of Aeronautics; School of Astronautics; School of Marine Science and Technology; School of Materials Science and Engineering; School of Computer Science',
    majors: ['Engineering', 'IT', 'Science'],
    colors: { primary: '#00305e', secondary: '#6c8ebf' },
    office: 'International Students Office',
    introduction:
      'Northwestern Polytechnical University traces its history to 1938 and is based in Xi\'an. It is China\'s leading university for the "three aviations": aeronautics, astronautics and marine technology.',
    about:
      'NPU concentrates on the engineering of things that fly and dive: aircraft design, spacecraft, unmanned systems and underwater vehicles, supported by strong schools of materials science and computer science. Its graduates work across China\'s aviation and space industries, many of them in Xi\'an, a long-standing centre of aircraft manufacture. The Youyi campus sits inside the city near the old walls; the larger Chang\'an campus in the southern suburbs holds most undergraduate teaching and new laboratories.',
    housing:
      'International students live in the international student building on the Youyi campus, with some undergraduates at Chang\'an campus.',
    admissionStep:
      'Because some laboratories work on restricted projects, the school confirms which research groups can take international students before you choose a supervisor.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 4,
  },
  {
    code: 'HIT',
    slug: 'harbin-institute-of-technology',
    name: 'Harbin Institute of Technology',
    nameZh: '哈尔滨工业大学',
    shortName: 'HIT',
    citySlug: 'harbin',
    cityName: 'Harbin',
    areaCode: 451,
    categorySlug: 'engineering-technology',
    type: 'public',
    foundedYear: 1920,
    domain: 'hit.edu.cn',
    location: '92 West Dazhi Street, Nangang District, Harbin, Heilongjiang',
    tier: 2,
    mbbs: false,
    scholarshipOpen: true,
    deadline: '2027-05-15',
    totalStudent: 40000,
    internationalStudent: 1700,
    totalSection: 22,
    school:
      'School of Astronautics; School of Mechatronics Engineering; School of Civil Engineering; School of Materials Science and Engineering; School of Computer Science and Technology',
    majors: ['Engineering', 'IT', 'Science', 'Business'],
    colors: { primary: '#0b3d91', secondary: '#7fa3d9' },
    office: 'International Students Office',
    introduction:
      'Harbin Institute of Technology was founded in 1920 in China\'s far north-east. It is known for space technology, robotics, welding and civil engineering, and has campuses in Weihai and Shenzhen as well.',
    about:
      'HIT began as a school training railway engineers, with many of its first teachers from Russia, and Harbin\'s Russian-influenced architecture is still part of the city\'s character. Today HIT is one of China\'s leading engineering universities: its space engineering groups have built small satellites, and its robotics, welding, control and civil engineering schools are highly regarded. Winters are long and cold, with temperatures well below -20 °C in January, but the Ice and Snow Festival makes them memorable; summers are mild and pleasant.',
    housing:
      'International students live in the international student apartments near the main campus; all buildings are centrally heated through the winter.',
    admissionStep:
      'Postgraduate applicants upload a research plan and a supervisor\'s letter of support; the school may hold an online interview.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 4,
    rule: 'From November to March students must follow the residence\'s winter safety rules: no cooking appliances in rooms and windows closed when heating is on.',
  },
  {
    code: 'HEU',
    slug: 'harbin-engineering-university',
    name: 'Harbin Engineering University',
    nameZh: '哈尔滨工程大学',
    shortName: 'HEU',
    citySlug: 'harbin',
    cityName: 'Harbin',
    areaCode: 451,
    categorySlug: 'engineering-technology',
    type: 'public',
    foundedYear: 1953,
    domain: 'hrbeu.edu.cn',
    location: '145 Nantong Street, Nangang District, Harbin, Heilongjiang',
    tier: 3,
    mbbs: false,
    scholarshipOpen: true,
    deadline: '2027-06-15',
    totalStudent: 28000,
    internationalStudent: 900,
    totalSection: 18,
    school:
      'College of Shipbuilding Engineering; College of Power and Energy Engineering; College of Nuclear Science and Technology; College of Underwater Acoustic Engineering; College of Intelligent Systems Science and Engineering',
    majors: ['Engineering', 'IT', 'Science'],
    colors: { primary: '#004c97', secondary: '#5fb0c9' },
    office: 'International Cooperation and Exchange Office',
    introduction:
      'Harbin Engineering University grew from the military engineering institute founded in Harbin in 1953. It specialises in shipbuilding, marine engineering, underwater acoustics and nuclear engineering.',
    about:
      'HEU is one of the few Chinese universities built around the sea: ship design, ocean engineering, marine power plants and underwater acoustics are its core subjects, with nuclear science and intelligent systems close behind. Its campus in Nangang District includes old buildings from the 1950s with distinctive green roofs, alongside modern test tanks and laboratories. Students who like engineering with a clear practical purpose, and who do not mind a real winter, find a focused and friendly university.',
    housing:
      'International students live in the international student apartments on the main campus, with a small gym and a common room for cooking together.',
    admissionStep:
      'Applicants to marine and nuclear engineering programmes need a good physics and mathematics background; the school checks the relevant courses on the transcript.',
    ielts: 'IELTS 5.5 or TOEFL iBT 75',
    hsk: 4,
  },
  {
    code: 'XMU',
    slug: 'xiamen-university',
    name: 'Xiamen University',
    nameZh: '厦门大学',
    shortName: 'XMU',
    citySlug: 'xiamen',
    cityName: 'Xiamen',
    areaCode: 592,
    categorySlug: 'comprehensive',
    type: 'public',
    foundedYear: 1921,
    domain: 'xmu.edu.cn',
    location: '422 Siming South Road, Siming District, Xiamen, Fujian',
    tier: 2,
    mbbs: true,
    scholarshipOpen: true,
    deadline: '2027-04-30',
    totalStudent: 43000,
    internationalStudent: 2300,
    totalSection: 32,
    school:
      'School of Economics; School of Management; College of Chemistry and Chemical Engineering; College of Ocean and Earth Sciences; School of Medicine',
    majors: ['Economics', 'Business', 'Science', 'Medicine', 'Chinese Language', 'Law'],
    colors: { primary: '#0a4b8f', secondary: '#58b3c9' },
    office: 'International Students Office',
    introduction:
      'Xiamen University was founded in 1921 by the overseas Chinese businessman Tan Kah Kee. Its seaside campus is famous, and it is known for economics, accounting, chemistry, marine science and South-East Asian studies.',
    about:
      'Tan Kah Kee, who made his fortune in South-East Asia, founded Xiamen University to give his home province a modern university, and its architecture mixes Chinese roofs with Western walls in what is called the "Jiageng style". The Siming campus faces the sea beside the Nanputuo Temple, with Furong Lake at its centre. Economics, accounting and finance are among the university\'s strongest subjects, along with chemistry and marine science. Xiamen also has a campus in Malaysia, and its South-East Asian studies are among China\'s best.',
    housing:
      'International students live in the international student residence on the Siming campus, a few minutes from the sea; others live at Xiang\'an campus across the bay.',
    admissionStep:
      'MBBS applicants sit an online test in English and science; economics applicants should show mathematics on their transcript.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 4,
  },
  {
    code: 'SDU',
    slug: 'shandong-university',
    name: 'Shandong University',
    nameZh: '山东大学',
    shortName: 'SDU',
    citySlug: 'jinan',
    cityName: 'Jinan',
    areaCode: 531,
    categorySlug: 'comprehensive',
    type: 'public',
    foundedYear: 1901,
    domain: 'sdu.edu.cn',
    location: '27 Shanda South Road, Licheng District, Jinan, Shandong',
    tier: 3,
    mbbs: true,
    scholarshipOpen: true,
    deadline: '2027-05-31',
    totalStudent: 68000,
    internationalStudent: 1800,
    totalSection: 40,
    school:
      'Cheeloo College of Medicine; School of Mathematics; State Key Laboratory of Crystal Materials; School of Literature and Journalism; School of Economics',
    majors: ['Medicine', 'Science', 'Arts', 'Economics', 'Engineering', 'Chinese Language'],
    colors: { primary: '#8b1a1a', secondary: '#c9a227' },
    office: 'International Students Office',
    introduction:
      'Shandong University was founded in 1901 in Jinan, the capital of Confucius\'s home province. It is a large comprehensive university known for mathematics, Chinese literature, crystal materials and medicine at Cheeloo College of Medicine.',
    about:
      'Shandong University is one of China\'s earliest modern universities, and its Cheeloo College of Medicine continues the tradition of the Cheeloo University medical school. The university has several campuses in Jinan, the "city of springs", as well as campuses in Qingdao on the coast and in Weihai. Mathematics, crystal materials, Chinese literature and history, and clinical medicine are among its distinctions. Qufu, Confucius\'s birthplace, and Mount Tai are both within easy reach for weekend trips.',
    housing:
      'International students live in international student apartments at the Central and Baotuquan campuses in Jinan, depending on their school.',
    admissionStep:
      'MBBS applicants have an online interview in English; Chinese-taught degree applicants need an HSK certificate before the file is reviewed.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 4,
  },
  {
    code: 'JLU',
    slug: 'jilin-university',
    name: 'Jilin University',
    nameZh: '吉林大学',
    shortName: 'JLU',
    citySlug: 'changchun',
    cityName: 'Changchun',
    areaCode: 431,
    categorySlug: 'comprehensive',
    type: 'public',
    foundedYear: 1946,
    domain: 'jlu.edu.cn',
    location: '2699 Qianjin Street, Chaoyang District, Changchun, Jilin',
    tier: 3,
    mbbs: true,
    scholarshipOpen: true,
    deadline: '2027-06-15',
    totalStudent: 72000,
    internationalStudent: 1900,
    totalSection: 46,
    school:
      'Norman Bethune Health Science Center; College of Chemistry; College of Automotive Engineering; College of Earth Sciences; School of Law',
    majors: ['Medicine', 'Science', 'Engineering', 'Law', 'Economics', 'Chinese Language'],
    colors: { primary: '#004b87', secondary: '#7fa9d4' },
    office: 'International Students Office',
    introduction:
      'Jilin University was founded in 1946 in north-east China and is one of the country\'s largest universities by enrolment. It is known for chemistry, automotive engineering, geology, law and medicine at the Norman Bethune Health Science Center.',
    about:
      'Jilin University grew by merging with several other institutions in 2000, including the Norman Bethune University of Medical Sciences and Jilin University of Technology, and now spreads across several campuses in Changchun. Changchun is one of China\'s centres of the car industry, and JLU\'s automotive engineering programme works closely with it. Chemistry, earth sciences and law are also highly ranked, and the Bethune medical schools have taught international MBBS students for many years. Living costs in Changchun are lower than in China\'s coastal cities, and winters are cold and snowy.',
    housing:
      'International students live in the international student apartments of the Central campus and the Xinmin campus for medicine, within walking distance of teaching hospitals.',
    admissionStep:
      'MBBS applicants sit an online test and interview in English; others are reviewed by the school and may be asked for an interview.',
    ielts: 'IELTS 5.5 or TOEFL iBT 75',
    hsk: 4,
  },
  {
    code: 'NKU',
    slug: 'nankai-university',
    name: 'Nankai University',
    nameZh: '南开大学',
    shortName: 'Nankai',
    citySlug: 'tianjin',
    cityName: 'Tianjin',
    areaCode: 22,
    categorySlug: 'comprehensive',
    type: 'public',
    foundedYear: 1919,
    domain: 'nankai.edu.cn',
    location: '94 Weijin Road, Nankai District, Tianjin',
    tier: 2,
    mbbs: false,
    scholarshipOpen: true,
    deadline: '2027-04-30',
    totalStudent: 33000,
    internationalStudent: 1500,
    totalSection: 27,
    school:
      'School of Economics; College of Chemistry; Chern Institute of Mathematics; Business School; College of Chinese Language and Culture',
    majors: ['Economics', 'Science', 'Business', 'Chinese Language', 'Law'],
    colors: { primary: '#7b2d83', secondary: '#c089c6' },
    office: 'International Students Office',
    introduction:
      'Nankai University was founded in Tianjin in 1919 by the educators Zhang Boling and Yan Xiu. It is known for economics, chemistry, mathematics and history, and counts Premier Zhou Enlai among its early students.',
    about:
      'Nankai was a private university in its first decades and later joined with Peking and Tsinghua universities to form the wartime National Southwestern Associated University. Today it is strongest in economics, chemistry and mathematics, where the Chern Institute, named after the geometer Shiing-Shen Chern, is widely respected. The Balitai campus, with its lakes, is in the city; the Jinnan campus in the south of Tianjin holds newer teaching buildings. Tianjin, a port city with European-era architecture, is half an hour from Beijing by high-speed train.',
    housing:
      'International students live in the international student residences at Balitai campus, near the College of Chinese Language and Culture.',
    admissionStep:
      'Applicants to the English-taught masters in economics and business send a short essay on a topic set by the school each year.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 5,
  },
  {
    code: 'TJU',
    slug: 'tianjin-university',
    name: 'Tianjin University',
    nameZh: '天津大学',
    shortName: 'TJU',
    citySlug: 'tianjin',
    cityName: 'Tianjin',
    areaCode: 22,
    categorySlug: 'engineering-technology',
    type: 'public',
    foundedYear: 1895,
    domain: 'tju.edu.cn',
    location: '92 Weijin Road, Nankai District, Tianjin',
    tier: 2,
    mbbs: false,
    scholarshipOpen: true,
    deadline: '2027-05-15',
    totalStudent: 36000,
    internationalStudent: 1800,
    totalSection: 26,
    school:
      'School of Chemical Engineering and Technology; School of Architecture; School of Precision Instruments and Opto-Electronics Engineering; School of Civil Engineering; College of Management and Economics',
    majors: ['Engineering', 'Arts', 'IT', 'Business', 'Science'],
    colors: { primary: '#00467f', secondary: '#6da3cf' },
    office: 'International Students Office',
    introduction:
      'Tianjin University was founded in 1895 as Peiyang University, the first modern university in China. It is known for chemical engineering, architecture, precision instruments and hydraulic engineering.',
    about:
      'Tianjin University\'s claim to be China\'s first modern university dates from the imperial charter of Peiyang University in 1895, and "Peiyang" still appears in the name of its newer campus. Chemical engineering is its best-known subject, alongside architecture, precision instruments, hydraulic and ocean engineering. The Weijin Road campus is next to Nankai University in the city, and the large Peiyang Park campus lies in Jinnan District. The two universities share student life, and Beijing is half an hour away by train.',
    housing:
      'International students live in the international student apartments on the Weijin Road campus; some undergraduates are placed at Peiyang Park.',
    admissionStep:
      'Architecture applicants upload a portfolio; chemical engineering applicants should show chemistry and mathematics courses on their transcript.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 4,
  },
  {
    code: 'CSU',
    slug: 'central-south-university',
    name: 'Central South University',
    nameZh: '中南大学',
    shortName: 'CSU',
    citySlug: 'changsha',
    cityName: 'Changsha',
    areaCode: 731,
    categorySlug: 'comprehensive',
    type: 'public',
    foundedYear: 2000,
    domain: 'csu.edu.cn',
    location: '932 Lushan South Road, Yuelu District, Changsha, Hunan',
    tier: 3,
    mbbs: true,
    scholarshipOpen: true,
    deadline: '2027-05-31',
    totalStudent: 58000,
    internationalStudent: 1400,
    totalSection: 30,
    school:
      'Xiangya School of Medicine; School of Metallurgy and Environment; School of Resources and Safety Engineering; School of Traffic and Transportation Engineering; School of Materials Science and Engineering',
    majors: ['Medicine', 'Engineering', 'Science', 'IT', 'Business'],
    colors: { primary: '#003b6f', secondary: '#d97a3a' },
    office: 'International Students Office',
    introduction:
      'Central South University was formed in 2000 by merging three universities in Changsha, including the Xiangya medical school, whose history begins in 1914. It is known for medicine, metallurgy, mining and rail transport engineering.',
    about:
      'CSU brought together Hunan Medical University, Changsha Railway University and Central South University of Technology. The Xiangya name, from a medical school founded with Yale-China in 1914, is one of the most respected in Chinese medicine, and Xiangya Hospital is a major teaching hospital. In engineering, CSU leads in non-ferrous metallurgy, mining, materials and railway transport. The main campus lies at the foot of Yuelu Mountain on the west bank of the Xiang River, opposite the centre of Changsha, a lively city known for spicy Hunanese food.',
    housing:
      'International students live in the international student residences on the main campus and the Xiangya campus for medicine.',
    admissionStep:
      'MBBS applicants take an online test in English and science, then an interview with Xiangya staff.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 4,
  },
  {
    code: 'HNU',
    slug: 'hunan-university',
    name: 'Hunan University',
    nameZh: '湖南大学',
    shortName: 'HNU',
    citySlug: 'changsha',
    cityName: 'Changsha',
    areaCode: 731,
    categorySlug: 'comprehensive',
    type: 'public',
    foundedYear: 1926,
    domain: 'hnu.edu.cn',
    location: '2 Lushan South Road, Yuelu District, Changsha, Hunan',
    tier: 3,
    mbbs: false,
    scholarshipOpen: false,
    deadline: '2027-06-15',
    totalStudent: 36000,
    internationalStudent: 900,
    totalSection: 24,
    school:
      'College of Civil Engineering; College of Chemistry and Chemical Engineering; School of Design; College of Finance and Statistics; Yuelu Academy',
    majors: ['Engineering', 'Arts', 'Economics', 'Science', 'Business'],
    colors: { primary: '#7a0f1e', secondary: '#c48a5a' },
    office: 'International Students Office',
    introduction:
      'Hunan University took its name in 1926 but traces its roots to Yuelu Academy, one of ancient China\'s great academies, founded in 976. It is known for civil engineering, chemistry, design and finance.',
    about:
      'Hunan University is unusual in having an ancient academy on its campus: Yuelu Academy, where scholars taught for a thousand years, still stands at the foot of Yuelu Mountain and is part of the university. The campus has no walls or main gate and runs into the streets of Changsha\'s west bank. Civil engineering, chemistry, mechanical engineering and vehicle design are its engineering strengths, and its finance and statistics college is well regarded in southern China. The Orange Isle in the Xiang River is a short walk away.',
    housing:
      'International students live in the international student apartments close to the foot of Yuelu Mountain, on the south side of the campus.',
    admissionStep:
      'Design applicants send a portfolio of their recent work; others are reviewed on their file and language scores.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 4,
  },
  {
    code: 'DUT',
    slug: 'dalian-university-of-technology',
    name: 'Dalian University of Technology',
    nameZh: '大连理工大学',
    shortName: 'DUT',
    citySlug: 'dalian',
    cityName: 'Dalian',
    areaCode: 411,
    categorySlug: 'engineering-technology',
    type: 'public',
    foundedYear: 1949,
    domain: 'dlut.edu.cn',
    location: '2 Linggong Road, Ganjingzi District, Dalian, Liaoning',
    tier: 3,
    mbbs: false,
    scholarshipOpen: true,
    deadline: '2027-06-15',
    totalStudent: 43000,
    internationalStudent: 1300,
    totalSection: 25,
    school:
      'School of Chemical Engineering; School of Naval Architecture and Ocean Engineering; School of Civil Engineering; School of Economics and Management; School of Software Technology',
    majors: ['Engineering', 'IT', 'Business', 'Science'],
    colors: { primary: '#0d4a8c', secondary: '#4fb0d6' },
    office: 'International Students Office',
    introduction:
      'Dalian University of Technology was founded in 1949 in the port city of Dalian. It is known for chemical engineering, naval architecture, hydraulic and civil engineering, and management.',
    about:
      'DUT was one of the first engineering universities founded after 1949 and has trained many of north-east China\'s engineers and managers. Its chemical engineering, ocean and coastal engineering, and management science programmes are particularly strong, and its software school works closely with Dalian\'s software outsourcing industry. The main campus lies in Ganjingzi District in the south-west of the city, and Dalian, with its beaches, seafood and squares, is one of the most pleasant cities in northern China, with milder winters than Harbin or Changchun.',
    housing:
      'International students live in the international student apartments on the main campus, a short bus ride from the coast.',
    admissionStep:
      'Engineering masters applicants submit a study plan and two recommendation letters; some schools hold an online interview.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 4,
  },
  {
    code: 'CQU',
    slug: 'chongqing-university',
    name: 'Chongqing University',
    nameZh: '重庆大学',
    shortName: 'CQU',
    citySlug: 'chongqing',
    cityName: 'Chongqing',
    areaCode: 23,
    categorySlug: 'comprehensive',
    type: 'public',
    foundedYear: 1929,
    domain: 'cqu.edu.cn',
    location: '174 Shazheng Street, Shapingba District, Chongqing',
    tier: 3,
    mbbs: false,
    scholarshipOpen: true,
    deadline: '2027-05-31',
    totalStudent: 48000,
    internationalStudent: 1100,
    totalSection: 34,
    school:
      'School of Architecture and Urban Planning; School of Civil Engineering; School of Electrical Engineering; College of Mechanical and Vehicle Engineering; School of Economics and Business Administration',
    majors: ['Engineering', 'Arts', 'Business', 'IT', 'Economics'],
    colors: { primary: '#00508a', secondary: '#e59a3b' },
    office: 'International College',
    introduction:
      'Chongqing University was founded in 1929 in the mountain city of Chongqing. It is known for architecture, civil engineering, electrical engineering and mechanical and vehicle engineering.',
    about:
      'Chongqing University grew up in a city built on hills where the Jialing meets the Yangtze, and its architecture and civil engineering schools have had no shortage of difficult sites to study. Electrical engineering, mechanical and vehicle engineering, and materials science are also strong, reflecting Chongqing\'s role as a centre of car and motorcycle manufacturing. The older campuses are in Shapingba District; the large Huxi campus lies in the University Town further west. Chongqing is famous for hotpot, for its night views and for being one of China\'s hottest cities in summer.',
    housing:
      'International students live in international student apartments at Campus A in Shapingba and at Huxi campus for undergraduate engineering.',
    admissionStep:
      'Architecture applicants send a portfolio; engineering postgraduates name a prospective supervisor in the application.',
    ielts: 'IELTS 6.0 or TOEFL iBT 80',
    hsk: 4,
  },
  {
    code: 'LZU',
    slug: 'lanzhou-university',
    name: 'Lanzhou University',
    nameZh: '兰州大学',
    shortName: 'LZU',
    citySlug: 'lanzhou',
    cityName: 'Lanzhou',
    areaCode: 931,
    categorySlug: 'comprehensive',
    type: 'public',
    foundedYear: 1909,
    domain: 'lzu.edu.cn',
    location: '222 Tianshui South Road, Chengguan District, Lanzhou, Gansu',
    tier: 3,
    mbbs: true,
    scholarshipOpen: true,
    deadline: '2027-06-30',
    totalStudent: 35000,
    internationalStudent: 700,
    totalSection: 30,
    school:
      'School of Physical Science and Technology; College of Chemistry and Chemical Engineering; College of Atmospheric Sciences; College of Pastoral Agriculture Science and Technology; School of Medicine',
    majors: ['Science', 'Medicine', 'Economics', 'Chinese Language', 'Engineering'],
    colors: { primary: '#00598e', secondary: '#c89b3c' },
    office: 'International Cultural Exchange School',
    introduction:
      'Lanzhou University was founded in 1909 as the Gansu Law School in Lanzhou, on the upper Yellow River. It is the leading university of north-west China, known for physics, chemistry, atmospheric science and grassland ecology.',
    about:
      'Lanzhou University has built a strong reputation in the basic sciences despite its distance from China\'s coast, and its chemistry, physics and atmospheric sciences are highly ranked. Its research in grassland agriculture, arid-land ecology and the history and art of Dunhuang draws on the landscapes of Gansu and the old Silk Road. The Chengguan campus is in the city centre, near the Yellow River; the large Yuzhong campus lies in the hills east of the city. Lanzhou is known across China for its hand-pulled beef noodles.',
    housing:
      'International students live in the international student apartments at the Chengguan campus; students on the Yuzhong campus have rooms there.',
    admissionStep:
      'MBBS applicants take an online interview in English; science postgraduates contact a supervisor before applying.',
    ielts: 'IELTS 5.5 or TOEFL iBT 75',
    hsk: 4,
  },
  {
    code: 'NEU',
    slug: 'northeastern-university',
    name: 'Northeastern University',
    nameZh: '东北大学',
    shortName: 'NEU',
    citySlug: 'shenyang',
    cityName: 'Shenyang',
    areaCode: 24,
    categorySlug: 'engineering-technology',
    type: 'public',
    foundedYear: 1923,
    domain: 'neu.edu.cn',
    location: '3-11 Wenhua Road, Heping District, Shenyang, Liaoning',
    tier: 3,
    mbbs: false,
    scholarshipOpen: false,
    deadline: '2027-06-15',
    totalStudent: 45000,
    internationalStudent: 900,
    totalSection: 23,
    school:
      'School of Metallurgy; College of Information Science and Engineering; Software College; School of Business Administration; School of Resources and Civil Engineering',
    majors: ['Engineering', 'IT', 'Business', 'Science'],
    colors: { primary: '#003a80', secondary: '#7da2cf' },
    office: 'International Students Office',
    introduction:
      'Northeastern University was founded in Shenyang in 1923. It is known for metallurgy, automation and control engineering, and computer science and software.',
    about:
      'Northeastern University has deep roots in the heavy industry of north-east China, and metallurgy, materials and mining remain among its strengths. It is equally known for automation and control engineering and for software: the software company Neusoft grew out of the university. The Nanhu campus lies in Shenyang\'s Heping District and the newer Hunnan campus in the south of the city. Shenyang, the old Manchu capital with its Imperial Palace, is a large, affordable city with an active student life.',
    housing:
      'International students live in the international student apartments at the Nanhu campus; undergraduates in some schools live at Hunnan.',
    admissionStep:
      'Applicants to the software engineering programmes may be asked to complete a short online programming exercise.',
    ielts: 'IELTS 5.5 or TOEFL iBT 75',
    hsk: 4,
  },
  {
    code: 'USTC',
    slug: 'university-of-science-and-technology-of-china',
    name: 'University of Science and Technology of China',
    nameZh: '中国科学技术大学',
    shortName: 'USTC',
    citySlug: 'hefei',
    cityName: 'Hefei',
    areaCode: 551,
    categorySlug: 'engineering-technology',
    type: 'public',
    foundedYear: 1958,
    domain: 'ustc.edu.cn',
    location: '96 Jinzhai Road, Baohe District, Hefei, Anhui',
    tier: 2,
    mbbs: false,
    scholarshipOpen: true,
    deadline: '2027-03-31',
    totalStudent: 31000,
    internationalStudent: 700,
    totalSection: 28,
    school:
      'School of Physical Sciences; School of Chemistry and Materials Science; School of Computer Science and Technology; School of the Gifted Young; School of Life Sciences',
    majors: ['Science', 'IT', 'Engineering'],
    colors: { primary: '#00458b', secondary: '#8ab6e1' },
    office: 'Office of International Cooperation',
    introduction:
      'The University of Science and Technology of China was founded in Beijing in 1958 by the Chinese Academy of Sciences and moved to Hefei in 1970. It is one of China\'s strongest universities in physics, quantum information, chemistry and computer science.',
    about:
      'USTC was created to train scientists for the Chinese Academy of Sciences, and it still sends a very large share of its graduates into research. Its physicists are known worldwide for work in quantum communication, and chemistry, materials science and computer science are also outstanding. The School of the Gifted Young, started in 1978, admits exceptional students before they finish secondary school. The university is in Hefei, a fast-growing capital of Anhui province with a lower cost of living than the coastal cities and many research institutes.',
    housing:
      'International students live in the international student residence on the East campus, a short walk from the physics and chemistry buildings.',
    admissionStep:
      'Research students must secure a supervisor before applying; the supervisor\'s group usually interviews candidates online.',
    ielts: 'IELTS 6.5 or TOEFL iBT 90',
    hsk: 5,
  },
  {
    code: 'YNU',
    slug: 'yunnan-university',
    name: 'Yunnan University',
    nameZh: '云南大学',
    shortName: 'YNU',
    citySlug: 'kunming',
    cityName: 'Kunming',
    areaCode: 871,
    categorySlug: 'comprehensive',
    type: 'public',
    foundedYear: 1922,
    domain: 'ynu.edu.cn',
    location: '2 Cuihu North Road, Wuhua District, Kunming, Yunnan',
    tier: 3,
    mbbs: false,
    scholarshipOpen: true,
    deadline: '2027-06-30',
    totalStudent: 32000,
    internationalStudent: 1200,
    totalSection: 28,
    school:
      'School of Ethnology and Sociology; School of Ecology and Environmental Science; School of International Studies; College of Chinese Language and Culture; School of Economics',
    majors: ['Chinese Language', 'Science', 'Economics', 'Arts', 'Education'],
    colors: { primary: '#0f5c4b', secondary: '#9cc587' },
    office: 'School of International Education',
    introduction:
      'Yunnan University was founded in Kunming in 1922 as the private Donglu University. It is known for ethnology, ecology and biodiversity, and for its ties with South and South-East Asia.',
    about:
      'Yunnan is China\'s most ethnically diverse province and one of its richest in plants and animals, and Yunnan University\'s strongest fields follow from that: ethnology and anthropology, ecology and biodiversity, and studies of the neighbouring countries of South and South-East Asia. The historic Donglu campus is beside Green Lake in central Kunming, with early twentieth-century buildings; the Chenggong campus lies in the new university district south of the city. Kunming, the "city of eternal spring", has mild weather all year, which makes it a popular place to learn Chinese.',
    housing:
      'International students live in the international student residence at the Donglu campus near Green Lake, or at Chenggong for some degree programmes.',
    admissionStep:
      'Chinese language students may start in March or September; they choose a level online and take a placement test on arrival.',
    ielts: 'IELTS 5.5 for English-taught courses',
    hsk: 4,
  },
  {
    code: 'CMU',
    slug: 'china-medical-university',
    name: 'China Medical University',
    nameZh: '中国医科大学',
    shortName: 'CMU',
    citySlug: 'shenyang',
    cityName: 'Shenyang',
    areaCode: 24,
    categorySlug: 'medical',
    type: 'public',
    foundedYear: 1931,
    domain: 'cmu.edu.cn',
    location: '77 Puhe Road, Shenbei New District, Shenyang, Liaoning',
    tier: 3,
    mbbs: true,
    scholarshipOpen: false,
    deadline: '2027-06-30',
    totalStudent: 17000,
    internationalStudent: 1200,
    totalSection: 20,
    school:
      'School of Basic Medicine; School of Public Health; School of Pharmacy; School of Nursing; The First Hospital of China Medical University',
    majors: ['Medicine', 'Science'],
    colors: { primary: '#00695c', secondary: '#80cbc4' },
    office: 'International Education School',
    introduction:
      'China Medical University was founded in 1931 in Ruijin, Jiangxi, and has been in Shenyang since 1948. It is one of China\'s oldest medical universities and has taught international MBBS students for many years.',
    about:
      'China Medical University began as a medical school of the Red Army and moved several times before settling in Shenyang. It is a specialist medical university, teaching clinical medicine, basic medicine, public health, pharmacy and nursing, with several large affiliated hospitals in the city, including The First Hospital of China Medical University. Its international MBBS programme, taught in English, is one of the longest-running in north-east China. The main campus is in Shenbei New District, north of the city centre, with modern teaching and simulation buildings.',
    housing:
      'International students live in the international student apartments on the Shenbei campus, next to the teaching buildings and the clinical skills centre.',
    admissionStep:
      'MBBS applicants need biology, chemistry and physics in their final school years; the school checks these grades and holds a short online interview.',
    ielts: 'IELTS 5.5 or TOEFL iBT 75',
    hsk: 4,
  },
];

// ---------------------------------------------------------------------------------------------
// Assembly helpers (deterministic)

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const round500 = (n: number) => Math.round(n / 500) * 500;

const tierFees: Record<1 | 2 | 3, Omit<DemoUniversityFees, 'mbbs'> & { mbbs: number }> = {
  1: { bachelor: 30000, masters: 38000, phd: 45000, mbbs: 60000, language: 24000, accommodation: 10000, other: 1600, scholarship: 800 },
  2: { bachelor: 25000, masters: 30000, phd: 36000, mbbs: 45000, language: 18000, accommodation: 8000, other: 1400, scholarship: 600 },
  3: { bachelor: 20000, masters: 24000, phd: 29000, mbbs: 36000, language: 14000, accommodation: 6000, other: 1200, scholarship: 400 },
};

const expensiveCities = new Set(['beijing', 'shanghai', 'shenzhen', 'hangzhou']);

function feesFor(f: UniversityFacts): DemoUniversityFees {
  if (f.fees) return f.fees;
  const base = tierFees[f.tier as 1 | 2 | 3];
  const h = hash(f.code);
  const step = (k: number) => ((h >>> k) % 5) * 500;
  const accommodation = round500(base.accommodation * (expensiveCities.has(f.citySlug) ? 1.4 : 1) + step(3));
  return {
    bachelor: base.bachelor + step(0),
    masters: base.masters + step(2),
    phd: base.phd + step(4),
    mbbs: f.mbbs ? base.mbbs + step(6) * 2 : null,
    language: base.language + step(8),
    accommodation,
    other: base.other + ((h >>> 10) % 3) * 100,
    scholarship: base.scholarship,
  };
}

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${months[m - 1]} ${y}`;
}
const cny = (n: number) => `${n.toLocaleString('en-GB')} CNY`;

function accommodationText(f: UniversityFacts, fees: DemoUniversityFees, i: number): string {
  const single = round500(fees.accommodation * 1.7);
  const price = [
    `A place in a shared double room costs about ${cny(fees.accommodation)} a year; single rooms, when available, cost around ${cny(single)}.`,
    `Expect to pay around ${cny(fees.accommodation)} a year for a bed in a twin room, or about ${cny(single)} for a single room.`,
    `Rooms are let by the academic year: roughly ${cny(fees.accommodation)} for a shared room and ${cny(single)} for a single.`,
    `Shared rooms cost about ${cny(fees.accommodation)} per year and single rooms about ${cny(single)}; rent is paid by semester at registration.`,
  ][i % 4];
  const included = [
    'Rooms are furnished with beds, desks, wardrobes, air conditioning and Wi-Fi; bathrooms are private or shared by two rooms, and electricity is metered separately.',
    'Each room has a desk, wardrobe, air conditioning and internet; kitchens and laundries are shared, and electricity and water are charged by use.',
    'Bedding can be bought on arrival; rooms have air conditioning, a private bathroom and internet, and there is a shared kitchen on most floors.',
    'Rent includes furniture, heating or air conditioning and Wi-Fi; electricity above a monthly allowance is paid by card.',
    'Places are limited and allocated in order of payment, so reserve early; students may also rent privately off campus once registered with the local police.',
  ][(i * 3 + 1) % 5];
  return `${f.housing} ${price} ${included}`;
}

function admissionsText(f: UniversityFacts, i: number): string {
  const deadline = longDate(f.deadline);
  const step1 = [
    `Choose your programme and check its teaching language, intake and deadline. ${f.shortName} accepts applications for the coming September intake until ${deadline}, unless a programme states otherwise.`,
    `Pick a programme and read its entry requirements. Applications to ${f.shortName} close on ${deadline}; programmes starting in March close earlier, as shown on each course.`,
    `Compare programmes and intakes, then start an application on Zhiyuan well before ${deadline}, the general deadline at ${f.shortName}.`,
  ][i % 3];
  const englishOnly = f.type === 'private';
  const step2 = englishOnly
    ? `Prepare scanned documents: passport, highest diploma and transcripts (with certified English translations), an English test result (${f.ielts}) and a personal statement. Masters and PhD applicants add two recommendation letters and, for research degrees, a research proposal.`
    : [
        `Prepare scanned documents: passport, highest diploma and transcripts (with certified English or Chinese translations), ${f.ielts} for English-taught programmes or HSK ${f.hsk} for Chinese-taught ones, a completed Foreign Physical Examination Form, a police (non-criminal) record, and a study plan. Masters and PhD applicants add two recommendation letters.`,
        `Gather your documents: a passport valid for at least 18 months, notarised diploma and transcripts, an English certificate (${f.ielts}) or HSK ${f.hsk} for Chinese-taught study, a physical examination record, a non-criminal certificate and a personal statement. Postgraduates add two academic references.`,
      ][i % 2];
  const step3 = `Complete the Zhiyuan application form, upload the documents and pay the application fee. We check the file for completeness and send it to the ${f.office} of ${f.shortName}.`;
  const step4 = f.admissionStep;
  const step5 = [
    'Admitted students receive an admission letter and a JW201 or JW202 visa form, usually by courier or as an electronic copy. Take both to the Chinese embassy or consulate to apply for an X1 (long stay) or X2 (short stay) student visa.',
    'If you are admitted, the university issues an admission notice and the JW202 form; with these you apply for a student visa (X1 for programmes longer than 180 days) at the Chinese embassy in your country.',
  ][(i + 1) % 2];
  const step6 = [
    'Arrive during the registration week, register at the international office, pay tuition and rent, and have the medical check; holders of an X1 visa must apply for a residence permit within 30 days of entry.',
    'On arrival, register with the university in person, complete the health check, and apply for your residence permit at the local Exit-Entry office within 30 days, with the university\'s help.',
  ][i % 2];
  return [step1, step2, step3, step4, step5, step6].map((s, n) => `${n + 1}. ${s}`).join('\n');
}

const rulePool = [
  'Students must attend classes regularly; more than one-third of classes missed in a course means no right to sit its final exam.',
  'Leave from classes for more than three days must be requested in writing from the college in advance.',
  'Students must keep a valid passport, visa or residence permit and tell the international office of any change within ten days.',
  'Taking paid work without the permission of the university and the immigration authorities is not allowed.',
  'Guests may visit residences only during the posted hours and must register at the front desk; overnight guests are not allowed.',
  'Every student must hold comprehensive medical insurance for the whole period of study; it is bought through the university at registration.',
  'Plagiarism and cheating in examinations are treated as serious disciplinary offences.',
  'Any change of address off campus must be registered with the local police within 24 hours.',
];

function rulesText(f: UniversityFacts, i: number): string {
  const picks = [rulePool[i % 8], rulePool[(i + 3) % 8], rulePool[(i + 5) % 8]];
  if (f.rule) picks.push(f.rule);
  return `International students at ${f.shortName} follow Chinese law and the university's regulations for international students. ${picks.join(' ')}`;
}

function requirementText(f: UniversityFacts, hasMbbs: boolean): string {
  const parts = [
    `Bachelor: secondary-school diploma, aged 18-${f.tier === 1 ? 25 : 30}.`,
    'Masters: bachelor degree, under 35.',
    'PhD: masters degree, under 40.',
  ];
  if (hasMbbs) parts.push('MBBS: good grades in biology and chemistry.');
  parts.push(
    f.type === 'private'
      ? `Teaching is in English: ${f.ielts}.`
      : `English-taught: ${f.ielts}. Chinese-taught: HSK ${f.hsk} or above.`,
  );
  parts.push('Non-Chinese citizen in good health with a valid passport.');
  return parts.join(' ');
}

function contactNo(f: UniversityFacts): string {
  const h = hash(`${f.code}-tel`);
  const local = 8;
  let digits = String(10000000 + (h % 89999999)).slice(0, local);
  if (digits.startsWith('0') || digits.startsWith('1')) digits = `6${digits.slice(1)}`;
  // Stored in E.164, as the back office stores a number (lib/forms/phone.ts); shown formatted.
  return `+86${f.areaCode}${digits}`;
}

function build(f: UniversityFacts, i: number): DemoUniversity {
  const fees = feesFor(f);
  return {
    code: f.code,
    slug: f.slug,
    name: f.name,
    nameZh: f.nameZh,
    shortName: f.shortName,
    citySlug: f.citySlug,
    categorySlug: f.categorySlug,
    type: f.type,
    foundedYear: f.foundedYear,
    website: `https://www.${f.domain}`,
    email: `admissions@${f.domain}`,
    contactNo: contactNo(f),
    location: f.location,
    scholarshipOpen: f.scholarshipOpen,
    deadline: f.deadline,
    ageLimit: f.tier === 1 ? '18-25 (Bachelor), under 35 (Masters), under 40 (PhD)' : '18-30 (Bachelor), under 35 (Masters), under 40 (PhD)',
    fees,
    totalStudent: f.totalStudent,
    internationalStudent: f.internationalStudent,
    totalSection: f.totalSection,
    school: f.school,
    majors: f.majors,
    introduction: f.introduction,
    description: f.about,
    accommodation: accommodationText(f, fees, i),
    admissionsProcess: admissionsText(f, i),
    rulesAndRegulations: rulesText(f, i),
    requirement: requirementText(f, fees.mbbs !== null),
    colors: f.colors,
    status: true,
  };
}

const disabledDemo: DemoUniversity = {
  code: 'DDU',
  slug: 'disabled-demo-university',
  name: 'Disabled Demo University',
  nameZh: '停用示例大学',
  shortName: 'Disabled Demo',
  citySlug: 'hangzhou',
  categorySlug: 'comprehensive',
  type: 'private',
  foundedYear: 2020,
  website: 'https://disabled-demo.example',
  email: 'admissions@disabled-demo.example',
  contactNo: '+8657100000000',
  location: 'Not a real university',
  scholarshipOpen: false,
  deadline: '2027-06-30',
  ageLimit: '18-30',
  fees: { bachelor: 20000, masters: 25000, phd: 30000, mbbs: null, language: 15000, accommodation: 6000, other: 1000, scholarship: 0 },
  totalStudent: 0,
  internationalStudent: 0,
  totalSection: 0,
  school: 'None',
  majors: ['Business'],
  introduction: 'A disabled demo record. It exists to show that disabled universities never appear on public pages.',
  description: 'This university is disabled in the demo data and must not appear in public lists, searches or sitemaps.',
  accommodation: 'Not applicable: demo record.',
  admissionsProcess: '1. Not applicable: demo record.',
  rulesAndRegulations: 'Not applicable: demo record.',
  requirement: 'Not applicable: demo record.',
  colors: { primary: '#64748b', secondary: '#cbd5e1' },
  status: false,
};

export const universities: DemoUniversity[] = [...facts.map(build), disabledDemo];
