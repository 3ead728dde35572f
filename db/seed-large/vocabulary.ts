/**
 * Word lists for the scale dataset. The SQL in ./seed.ts picks from them with skewed random
 * choices, so that some terms are everywhere ("university", "engineering") and others are rare
 * (the last subjects of each major: "seismology", "calligraphy"), which is what makes the search
 * benchmark meaningful.
 */

/** The catalogue's majors (same names as the demo data), with how course titles name them. */
export interface LargeMajor {
  major: string;
  /** "Bachelor of <field> in …" */
  field: string;
  bachelorAbbr: string;
  masterAbbr: string;
  /** relative share of the degree courses */
  weight: number;
  /** most common first: the SQL picks with a skew towards the start */
  subjects: string[];
}

export const largeMajors: LargeMajor[] = [
  {
    major: 'Engineering', field: 'Engineering', bachelorAbbr: 'BEng', masterAbbr: 'MEng', weight: 26,
    subjects: [
      'Mechanical Engineering', 'Civil Engineering', 'Electrical Engineering', 'Chemical Engineering',
      'Materials Science and Engineering', 'Environmental Engineering', 'Automation', 'Aerospace Engineering',
      'Biomedical Engineering', 'Automotive Engineering', 'Industrial Engineering', 'Transportation Engineering',
      'Structural Engineering', 'Energy and Power Engineering', 'Mechatronics', 'Robotics Engineering',
      'Petroleum Engineering', 'Mining Engineering', 'Hydraulic Engineering', 'Naval Architecture and Ocean Engineering',
      'Textile Engineering', 'Railway Engineering', 'Geotechnical Engineering', 'Nuclear Engineering',
    ],
  },
  {
    major: 'IT', field: 'Engineering', bachelorAbbr: 'BSc', masterAbbr: 'MSc', weight: 18,
    subjects: [
      'Computer Science and Technology', 'Software Engineering', 'Artificial Intelligence', 'Data Science and Big Data Technology',
      'Electronic Information Engineering', 'Communication Engineering', 'Cyber Security', 'Internet of Things Engineering',
      'Information Engineering', 'Computer Networks', 'Digital Media Technology', 'Microelectronics',
      'Embedded Systems', 'Quantum Information Science',
    ],
  },
  {
    major: 'Business', field: 'Business Administration', bachelorAbbr: 'BBA', masterAbbr: 'MBA', weight: 14,
    subjects: [
      'Business Administration', 'International Business', 'Accounting', 'Marketing', 'Human Resource Management',
      'Logistics Management', 'E-commerce', 'Tourism Management', 'Supply Chain Management', 'Hospitality Management',
      'Entrepreneurship', 'Luxury Brand Management',
    ],
  },
  {
    major: 'Economics', field: 'Economics', bachelorAbbr: 'BEcon', masterAbbr: 'MEcon', weight: 9,
    subjects: [
      'Economics', 'International Economics and Trade', 'Finance', 'Financial Engineering', 'Applied Economics',
      'Public Finance', 'Insurance', 'Econometrics', 'Agricultural Economics', 'Actuarial Science',
    ],
  },
  {
    major: 'Medicine', field: 'Medicine', bachelorAbbr: 'BMed', masterAbbr: 'MMed', weight: 9,
    subjects: [
      'Clinical Medicine', 'Nursing', 'Pharmacy', 'Public Health', 'Stomatology', 'Traditional Chinese Medicine',
      'Medical Imaging', 'Pharmacology', 'Preventive Medicine', 'Biomedical Sciences', 'Anaesthesiology',
      'Acupuncture and Tuina',
    ],
  },
  {
    major: 'Science', field: 'Science', bachelorAbbr: 'BSc', masterAbbr: 'MSc', weight: 9,
    subjects: [
      'Mathematics', 'Applied Physics', 'Chemistry', 'Biology', 'Biotechnology', 'Statistics', 'Environmental Science',
      'Geography', 'Food Science', 'Geology', 'Agronomy', 'Horticulture', 'Oceanography', 'Atmospheric Sciences',
      'Astronomy', 'Seismology',
    ],
  },
  {
    major: 'Law', field: 'Laws', bachelorAbbr: 'LLB', masterAbbr: 'LLM', weight: 5,
    subjects: [
      'Law', 'International Law', 'International Relations', 'Political Science', 'Public Administration',
      'Diplomacy', 'Criminal Justice', 'Intellectual Property Law',
    ],
  },
  {
    major: 'Arts', field: 'Arts', bachelorAbbr: 'BA', masterAbbr: 'MA', weight: 5,
    subjects: [
      'Architecture', 'Graphic Design', 'Fine Arts', 'Urban Planning', 'Journalism', 'Music Performance',
      'Film and Television Production', 'Fashion Design', 'Animation', 'Interior Design', 'Landscape Architecture',
      'Broadcasting', 'Calligraphy',
    ],
  },
  {
    major: 'Education', field: 'Education', bachelorAbbr: 'BEd', masterAbbr: 'MEd', weight: 3,
    subjects: [
      'Education', 'Teaching Chinese to Speakers of Other Languages', 'Psychology', 'Educational Technology',
      'Preschool Education', 'Physical Education', 'Special Education',
    ],
  },
  {
    major: 'Chinese Language', field: 'Arts', bachelorAbbr: 'BA', masterAbbr: 'MA', weight: 2,
    subjects: [
      'Chinese Language and Literature', 'Translation and Interpreting', 'Chinese History', 'Linguistics',
      'Chinese Philosophy', 'Classical Chinese Literature',
    ],
  },
];

/** Non-degree Chinese language programmes (degree "Chinese Language"). */
export const chineseLanguageTitles = [
  'Chinese Language Program (One Year)',
  'Chinese Language Program (One Semester)',
  'HSK Preparation Course',
  'Business Chinese',
  'Intensive Mandarin Course',
  'Chinese Language Summer School',
  'Chinese Language and Culture (Foundation Year)',
];

export const mbbsTitles = [
  'MBBS (Bachelor of Medicine, Bachelor of Surgery)',
  'MBBS in Clinical Medicine',
  'Bachelor of Medicine and Bachelor of Surgery (English-taught)',
];

/**
 * University names: {c} = city, {p} = province (pattern kind 'province'), Chinese with {cz}/{pz}.
 * `kind: 'province'` names are made once per province; the others once per city.
 */
export interface LargeUniversityPattern {
  en: string;
  zh: string;
  kind: 'city' | 'province';
  /** code of a university category seeded by the reference data (COMP, ENGT…), if any */
  category?: string;
  /** relative frequency of the pattern */
  weight: number;
}

export const largeUniversityPatterns: LargeUniversityPattern[] = [
  { en: '{c} University', zh: '{cz}大学', kind: 'city', category: 'COMP', weight: 3 },
  { en: '{c} Normal University', zh: '{cz}师范大学', kind: 'city', category: 'NORM', weight: 3 },
  { en: '{c} University of Science and Technology', zh: '{cz}科技大学', kind: 'city', category: 'ENGT', weight: 2 },
  { en: '{c} University of Technology', zh: '{cz}理工大学', kind: 'city', category: 'ENGT', weight: 2 },
  { en: '{c} Medical University', zh: '{cz}医科大学', kind: 'city', category: 'MED', weight: 2 },
  { en: '{c} University of Finance and Economics', zh: '{cz}财经大学', kind: 'city', category: 'FINE', weight: 1 },
  { en: '{c} Jiaotong University', zh: '{cz}交通大学', kind: 'city', category: 'ENGT', weight: 1 },
  { en: '{c} University of Foreign Studies', zh: '{cz}外国语大学', kind: 'city', category: 'LANG', weight: 1 },
  { en: '{c} University of Chinese Medicine', zh: '{cz}中医药大学', kind: 'city', category: 'MED', weight: 1 },
  { en: '{c} Agricultural University', zh: '{cz}农业大学', kind: 'city', weight: 1 },
  { en: '{c} University of Political Science and Law', zh: '{cz}政法大学', kind: 'city', weight: 1 },
  { en: '{c} Polytechnic University', zh: '{cz}工业大学', kind: 'city', category: 'ENGT', weight: 1 },
  { en: '{c} University of Posts and Telecommunications', zh: '{cz}邮电大学', kind: 'city', category: 'ENGT', weight: 1 },
  { en: '{c} Ocean University', zh: '{cz}海洋大学', kind: 'city', weight: 1 },
  { en: '{c} University of Architecture', zh: '{cz}建筑大学', kind: 'city', category: 'ENGT', weight: 1 },
  { en: '{c} Forestry University', zh: '{cz}林业大学', kind: 'city', weight: 1 },
  { en: '{c} Technology and Business University', zh: '{cz}工商大学', kind: 'city', category: 'FINE', weight: 1 },
  { en: '{c} Sport University', zh: '{cz}体育大学', kind: 'city', weight: 1 },
  { en: '{c} University of the Arts', zh: '{cz}艺术大学', kind: 'city', weight: 1 },
  { en: '{c} University of International Business', zh: '{cz}国际商务大学', kind: 'city', category: 'FINE', weight: 1 },
  { en: '{c} Institute of Technology', zh: '{cz}理工学院', kind: 'city', category: 'ENGT', weight: 1 },
  { en: '{c} University of Aeronautics and Astronautics', zh: '{cz}航空航天大学', kind: 'city', category: 'AERO', weight: 1 },
  { en: '{c} University of Petroleum', zh: '{cz}石油大学', kind: 'city', category: 'ENGT', weight: 1 },
  { en: '{c} University of Mining and Technology', zh: '{cz}矿业大学', kind: 'city', category: 'ENGT', weight: 1 },
  { en: '{c} Pharmaceutical University', zh: '{cz}药科大学', kind: 'city', category: 'MED', weight: 1 },
  { en: '{c} University of Electronic Science and Technology', zh: '{cz}电子科技大学', kind: 'city', category: 'ENGT', weight: 1 },
  { en: '{c} Conservatory of Music', zh: '{cz}音乐学院', kind: 'city', weight: 1 },
  { en: '{c} Academy of Fine Arts', zh: '{cz}美术学院', kind: 'city', weight: 1 },
  { en: '{c} Medical College', zh: '{cz}医学院', kind: 'city', category: 'MED', weight: 1 },
  { en: '{c} University of Water Resources and Electric Power', zh: '{cz}水利电力大学', kind: 'city', weight: 1 },
  { en: '{c} Vocational University', zh: '{cz}职业大学', kind: 'city', weight: 1 },
  { en: '{c} International Studies University', zh: '{cz}外国语学院', kind: 'city', category: 'LANG', weight: 1 },
  { en: '{c} Open University', zh: '{cz}开放大学', kind: 'city', weight: 1 },
  { en: '{c} Language and Culture University', zh: '{cz}语言文化大学', kind: 'city', category: 'LANG', weight: 1 },
  { en: '{c} University of Civil Aviation', zh: '{cz}民航大学', kind: 'city', weight: 1 },
  { en: '{c} Dianzi University', zh: '{cz}电子大学', kind: 'city', category: 'ENGT', weight: 1 },
  { en: '{c} Science and Technology College', zh: '{cz}科技学院', kind: 'city', weight: 1 },
  { en: '{c} University of Traditional Chinese Medicine and Pharmacy', zh: '{cz}中医药学院', kind: 'city', category: 'MED', weight: 1 },
  { en: '{p} University', zh: '{pz}大学', kind: 'province', category: 'COMP', weight: 1 },
  { en: '{p} Normal University', zh: '{pz}师范大学', kind: 'province', category: 'NORM', weight: 1 },
  { en: '{p} University of Science and Technology', zh: '{pz}科技大学', kind: 'province', category: 'ENGT', weight: 1 },
  { en: '{p} Agricultural University', zh: '{pz}农业大学', kind: 'province', weight: 1 },
  { en: '{p} Medical University', zh: '{pz}医科大学', kind: 'province', category: 'MED', weight: 1 },
  { en: '{p} University of Technology', zh: '{pz}工业大学', kind: 'province', category: 'ENGT', weight: 1 },
  { en: '{p} University of Finance and Economics', zh: '{pz}财经大学', kind: 'province', category: 'FINE', weight: 1 },
  { en: '{p} International Studies University', zh: '{pz}外国语大学', kind: 'province', category: 'LANG', weight: 1 },
];

/** Campus names for the (rare, scale > 1) names used twice. */
export const campusNames = ['East', 'West', 'North', 'South', 'Riverside', 'Lakeside', 'New', 'International', 'Science Park', 'Old Town'];

export const streetWords = [
  'Zhongshan', 'Renmin', 'Jiefang', 'Xueyuan', 'Wenhua', 'Chang\'an', 'Heping', 'Jianshe', 'Hongqi', 'Yingbin',
  'Xinhua', 'Dongfeng', 'Huaihai', 'Binhe', 'Kejiyuan', 'Daxue', 'Wenyuan', 'Qingnian', 'Shengli', 'Yanta',
];

export const districtWords = [
  'Haidian District', 'Xuhui District', 'Nankai District', 'Shapingba District', 'Xihu District', 'Gulou District',
  'Hongshan District', 'Yuelu District', 'Tianhe District', 'Wuhou District', 'Beilin District', 'Chenggong District',
  'Chengguan District', 'Nangang District', 'Heping District', 'Jinshui District', 'Lixia District', 'Shushan District',
  'Siming District', 'Qingxiu District', 'High-tech Zone', 'University Town', 'Economic Development Zone', 'New District',
];

// ---------------------------------------------------------------------------------------------
// People (international applicants), for users and application sections

export const maleFirstNames = [
  'Ahmed', 'Mohammed', 'Rahim', 'Tanvir', 'Imran', 'Ali', 'Bilal', 'Usman', 'Chinedu', 'Emeka',
  'Kwame', 'Kofi', 'Tendai', 'Thabo', 'Ibrahim', 'Dmitri', 'Ivan', 'Nurlan', 'Bekzod', 'Bat-Erdene',
  'Minh', 'Somchai', 'Budi', 'Rizal', 'Arjun', 'Rohan', 'Sanjay', 'Carlos', 'José', 'João',
  'Pierre', 'Lukas', 'Mateo', 'Omar', 'Yusuf', 'Mehmet', 'Samuel', 'Daniel', 'Hassan', 'Jean',
];

export const femaleFirstNames = [
  'Aisha', 'Fatima', 'Nusrat', 'Farhana', 'Sadia', 'Zainab', 'Hira', 'Ayesha', 'Ngozi', 'Adaeze',
  'Ama', 'Abena', 'Nomvula', 'Amara', 'Mariam', 'Anastasia', 'Olga', 'Aigerim', 'Dilnoza', 'Saruul',
  'Linh', 'Nattaya', 'Siti', 'Putri', 'Priya', 'Ananya', 'Kavya', 'María', 'Lucía', 'Beatriz',
  'Amélie', 'Sophie', 'Valentina', 'Layla', 'Elif', 'Zeynep', 'Grace', 'Esther', 'Khadija', 'Chloé',
];

/** Chinese names some applicants give themselves. */
export const chineseGivenNames = ['李明', '王芳', '安娜', '马克', '大卫', '林达', '艾莉', '子涵', '文博', '雅婷', '浩然', '思远'];

export const lastNames = [
  'Rahman', 'Hossain', 'Islam', 'Ahmed', 'Chowdhury', 'Khan', 'Malik', 'Qureshi', 'Okafor', 'Adeyemi',
  'Okonkwo', 'Mensah', 'Boateng', 'Owusu', 'Moyo', 'Dlamini', 'Ndlovu', 'Diallo', 'Traoré', 'Kamara',
  'Ivanov', 'Petrova', 'Smirnov', 'Nurpeisov', 'Karimov', 'Tursunova', 'Ganbaatar', 'Bold', 'Tran', 'Pham',
  'Srisuk', 'Wong', 'Santoso', 'Wijaya', 'Pratama', 'Sharma', 'Patel', 'Gupta', 'Reddy', 'Singh',
  'García', 'Rodríguez', 'Silva', 'Santos', 'Dubois', 'Lefèvre', 'Müller', 'Schmidt', 'Rossi', 'Yılmaz',
  'Demir', 'Haddad', 'Mansour', 'Abdullah', 'Mwangi', 'Otieno', 'Kipchoge', 'Tesfaye', 'Bekele', 'Haile',
];

export const religions = ['Islam', 'Christianity', 'Hinduism', 'Buddhism', 'None', 'Other'];
export const maritalStatuses = ['Single', 'Single', 'Single', 'Married'];
export const hobbies = ['Football', 'Reading', 'Photography', 'Cricket', 'Chess', 'Music', 'Travelling', 'Cooking', 'Basketball', 'Painting', 'Hiking', 'Table tennis'];

/** Applicants' countries (the alpha-2 code records store, the English name for made-up school and street names), with a few cities, a language and a phone code each. */
export const applicantCountries: { code: string; country: string; cities: string[]; language: string; phone: string }[] = [
  { code: 'BD', country: 'Bangladesh', cities: ['Dhaka', 'Chittagong', 'Khulna', 'Sylhet', 'Rajshahi'], language: 'Bengali', phone: '+880' },
  { code: 'PK', country: 'Pakistan', cities: ['Karachi', 'Lahore', 'Islamabad', 'Peshawar', 'Faisalabad'], language: 'Urdu', phone: '+92' },
  { code: 'NG', country: 'Nigeria', cities: ['Lagos', 'Abuja', 'Ibadan', 'Kano', 'Enugu'], language: 'English', phone: '+234' },
  { code: 'GH', country: 'Ghana', cities: ['Accra', 'Kumasi', 'Tamale', 'Cape Coast'], language: 'English', phone: '+233' },
  { code: 'KE', country: 'Kenya', cities: ['Nairobi', 'Mombasa', 'Kisumu', 'Eldoret'], language: 'Swahili', phone: '+254' },
  { code: 'ET', country: 'Ethiopia', cities: ['Addis Ababa', 'Bahir Dar', 'Hawassa'], language: 'Amharic', phone: '+251' },
  { code: 'ZW', country: 'Zimbabwe', cities: ['Harare', 'Bulawayo'], language: 'English', phone: '+263' },
  { code: 'ZA', country: 'South Africa', cities: ['Johannesburg', 'Cape Town', 'Durban'], language: 'English', phone: '+27' },
  { code: 'RU', country: 'Russia', cities: ['Moscow', 'Novosibirsk', 'Vladivostok', 'Kazan'], language: 'Russian', phone: '+7' },
  { code: 'KZ', country: 'Kazakhstan', cities: ['Almaty', 'Astana', 'Shymkent'], language: 'Kazakh', phone: '+7' },
  { code: 'UZ', country: 'Uzbekistan', cities: ['Tashkent', 'Samarkand', 'Bukhara'], language: 'Uzbek', phone: '+998' },
  { code: 'MN', country: 'Mongolia', cities: ['Ulaanbaatar', 'Erdenet', 'Darkhan'], language: 'Mongolian', phone: '+976' },
  { code: 'VN', country: 'Vietnam', cities: ['Hanoi', 'Ho Chi Minh City', 'Da Nang', 'Hai Phong'], language: 'Vietnamese', phone: '+84' },
  { code: 'TH', country: 'Thailand', cities: ['Bangkok', 'Chiang Mai', 'Khon Kaen'], language: 'Thai', phone: '+66' },
  { code: 'ID', country: 'Indonesia', cities: ['Jakarta', 'Surabaya', 'Bandung', 'Medan'], language: 'Indonesian', phone: '+62' },
  { code: 'IN', country: 'India', cities: ['Delhi', 'Mumbai', 'Bengaluru', 'Chennai', 'Hyderabad'], language: 'Hindi', phone: '+91' },
  { code: 'NP', country: 'Nepal', cities: ['Kathmandu', 'Pokhara', 'Lalitpur'], language: 'Nepali', phone: '+977' },
  { code: 'LK', country: 'Sri Lanka', cities: ['Colombo', 'Kandy', 'Galle'], language: 'Sinhala', phone: '+94' },
  { code: 'EG', country: 'Egypt', cities: ['Cairo', 'Alexandria', 'Giza'], language: 'Arabic', phone: '+20' },
  { code: 'MA', country: 'Morocco', cities: ['Casablanca', 'Rabat', 'Marrakesh'], language: 'Arabic', phone: '+212' },
  { code: 'TR', country: 'Turkey', cities: ['Istanbul', 'Ankara', 'İzmir'], language: 'Turkish', phone: '+90' },
  { code: 'BR', country: 'Brazil', cities: ['São Paulo', 'Rio de Janeiro', 'Brasília'], language: 'Portuguese', phone: '+55' },
  { code: 'MX', country: 'Mexico', cities: ['Mexico City', 'Guadalajara', 'Monterrey'], language: 'Spanish', phone: '+52' },
  { code: 'FR', country: 'France', cities: ['Paris', 'Lyon', 'Marseille'], language: 'French', phone: '+33' },
  { code: 'DE', country: 'Germany', cities: ['Berlin', 'Munich', 'Hamburg'], language: 'German', phone: '+49' },
  { code: 'GB', country: 'United Kingdom', cities: ['London', 'Manchester', 'Birmingham', 'Glasgow'], language: 'English', phone: '+44' },
  { code: 'CM', country: 'Cameroon', cities: ['Yaoundé', 'Douala'], language: 'French', phone: '+237' },
  { code: 'SD', country: 'Sudan', cities: ['Khartoum', 'Omdurman'], language: 'Arabic', phone: '+249' },
];

export const schoolWords = ['National', 'City', 'Central', 'Model', 'Royal', 'International', 'Government', 'Grammar', 'Science', 'Public'];
export const employerWords = ['Grameenphone', 'Unilever', 'Standard Chartered', 'Safaricom', 'MTN', 'Siemens', 'Huawei', 'Tata Consultancy', 'Ministry of Health', 'Red Crescent', 'Local Bank', 'Family business'];
export const jobTitlesForApplicants = ['Teaching Assistant', 'Junior Engineer', 'Sales Executive', 'Intern', 'Research Assistant', 'Nurse', 'Accountant', 'Software Developer', 'Translator', 'Lab Technician'];
export const relations = ['Father', 'Mother', 'Brother', 'Sister', 'Uncle', 'Guardian'];
export const workplaces = ['Ministry of Education', 'Private company', 'Own business', 'City Hospital', 'Textile factory', 'Bank', 'Secondary school', 'Farm'];

// ---------------------------------------------------------------------------------------------
// Job board (salaries in GBP)

/** Job titles by job category code (the reference data's ids 44..48, 105..107). */
export const jobTitlesByCategory: Record<string, string[]> = {
  ACC: ['Accountant', 'Financial Analyst', 'Audit Associate', 'Payroll Officer', 'Credit Controller', 'Tax Adviser', 'Management Accountant', 'Bookkeeper'],
  HLC: ['Care Assistant', 'Staff Nurse', 'Support Worker', 'Healthcare Assistant', 'Physiotherapist', 'Pharmacy Technician', 'Occupational Therapist', 'Dental Nurse'],
  CUS: ['Customer Service Advisor', 'Call Centre Agent', 'Customer Success Manager', 'Receptionist', 'Retail Assistant', 'Complaints Handler', 'Front of House Supervisor'],
  DEV: ['Software Developer', 'Frontend Developer', 'Backend Engineer', 'Full Stack Developer', 'DevOps Engineer', 'Mobile App Developer', 'Data Engineer', 'QA Tester', 'Machine Learning Engineer'],
  DES: ['Graphic Designer', 'UX Designer', 'UI Designer', 'Product Designer', 'Motion Graphics Designer', 'Interior Designer', 'Packaging Designer'],
  MKT: ['Marketing Executive', 'Digital Marketing Manager', 'SEO Specialist', 'Content Writer', 'Social Media Manager', 'Brand Manager', 'Market Research Analyst'],
  AUT: ['Vehicle Technician', 'Motor Mechanic', 'MOT Tester', 'Parts Advisor', 'Service Advisor', 'Body Shop Technician', 'Automotive Electrician'],
  PMG: ['Project Manager', 'Project Coordinator', 'Programme Manager', 'Scrum Master', 'PMO Analyst', 'Delivery Manager', 'Project Administrator'],
};
export const genericJobTitles = ['Administrator', 'Office Manager', 'Operations Assistant', 'Team Leader', 'Trainee'];
export const jobSeniority = ['', '', '', 'Junior ', 'Senior ', 'Lead ', 'Graduate ', 'Assistant '];
export const jobLocations: { city: string; county: string; country: string }[] = [
  { city: 'London', county: 'Greater London', country: 'GB' },
  { city: 'Manchester', county: 'Greater Manchester', country: 'GB' },
  { city: 'Birmingham', county: 'West Midlands', country: 'GB' },
  { city: 'Leeds', county: 'West Yorkshire', country: 'GB' },
  { city: 'Bristol', county: 'Bristol', country: 'GB' },
  { city: 'Glasgow', county: 'Glasgow', country: 'GB' },
  { city: 'Edinburgh', county: 'Midlothian', country: 'GB' },
  { city: 'Canterbury', county: 'Kent', country: 'GB' },
  { city: 'Maidstone', county: 'Kent', country: 'GB' },
  { city: 'Guildford', county: 'Surrey', country: 'GB' },
  { city: 'Woking', county: 'Surrey', country: 'GB' },
  { city: 'Cardiff', county: 'Cardiff', country: 'GB' },
  { city: 'Liverpool', county: 'Merseyside', country: 'GB' },
  { city: 'Nottingham', county: 'Nottinghamshire', country: 'GB' },
  { city: 'Dhaka', county: 'Dhaka', country: 'Bangladesh' },
  { city: 'Chittagong', county: 'Chittagong', country: 'Bangladesh' },
];
export const jobBenefits = ['Pension scheme', 'Private health insurance', 'Flexible hours', '25 days holiday', 'Cycle to work', 'Training budget', 'Company car', 'Free parking', 'Bonus scheme', 'Remote working'];
export const jobSkills = ['Excel', 'Communication', 'Teamwork', 'TypeScript', 'React', 'SQL', 'Python', 'Figma', 'SAP', 'Customer care', 'Driving licence', 'First aid', 'Negotiation', 'Sage', 'Photoshop', 'Agile', 'PRINCE2', 'Java', 'AutoCAD', 'Mandarin'];
export const companyWords = ['Northern', 'Blue', 'Harbour', 'Summit', 'Oak', 'Bright', 'Union', 'Crown', 'Silver', 'Meridian', 'Pioneer', 'Kestrel', 'Thames', 'Pennine', 'Lotus', 'Bengal', 'Atlas', 'Granite', 'Willow', 'Orchid'];
export const companyNouns = ['Logistics', 'Software', 'Care', 'Motors', 'Consulting', 'Design Studio', 'Finance', 'Healthcare', 'Digital', 'Engineering', 'Retail', 'Marketing', 'Solutions', 'Trading', 'Textiles'];
export const companySuffixes = ['Ltd', 'Ltd', 'Limited', 'Group', 'plc', 'LLP', '& Co'];
export const designations = ['HR Manager', 'Director', 'Recruitment Officer', 'Office Manager', 'Founder', 'Operations Manager'];
