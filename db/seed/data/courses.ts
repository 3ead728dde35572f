/**
 * Demo courses, generated deterministically from the demo universities: a seeded PRNG
 * (mulberry32, written here) chooses subjects from each university's majors, intakes, tags and
 * fees. Same input, same output, on every machine. Fees are whole CNY per year; null means "use
 * the university's fee for this degree".
 */
import type {
  DemoCourse,
  DemoCourseTag,
  DemoDegreeType,
  DemoMajor,
  DemoTeachingLanguage,
  DemoUniversity,
} from './types';
import { cities } from './cities';
import { universities } from './universities';

// ---------------------------------------------------------------------------------------------
// PRNG

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function slugify(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// ---------------------------------------------------------------------------------------------
// Subjects

interface Subject {
  major: DemoMajor;
  degree: DemoDegreeType;
  title: string;
  shortTitle: string;
  duration: string;
  /** chance (0-1) that a given university teaches it in English */
  english: number;
  /** one sentence on what the programme covers */
  blurb: string;
}

const subjects: Subject[] = [
  // IT
  { major: 'IT', degree: 'Bachelor', title: 'BEng Computer Science and Technology', shortTitle: 'Computer Science', duration: '4', english: 0.7, blurb: 'The programme builds from programming, discrete mathematics and data structures to operating systems, networks, databases and machine learning, with a final-year project.' },
  { major: 'IT', degree: 'Bachelor', title: 'BEng Software Engineering', shortTitle: 'Software Engineering', duration: '4', english: 0.6, blurb: 'Students learn to design, build and test software in teams, covering requirements, architecture, testing and project management alongside core computing.' },
  { major: 'IT', degree: 'Bachelor', title: 'BSc Data Science and Big Data Technology', shortTitle: 'Data Science', duration: '4', english: 0.5, blurb: 'Statistics, programming and distributed computing are combined to teach students how to collect, clean, analyse and present large data sets.' },
  { major: 'IT', degree: 'Bachelor', title: 'BEng Artificial Intelligence', shortTitle: 'Artificial Intelligence', duration: '4', english: 0.5, blurb: 'After a grounding in mathematics and programming, students study machine learning, computer vision, natural language processing and robotics.' },
  { major: 'IT', degree: 'Masters', title: 'MEng Computer Science and Technology', shortTitle: 'Computer Science', duration: '2.5', english: 0.8, blurb: 'Advanced courses in algorithms, distributed systems and machine learning are followed by a research thesis in one of the school\'s laboratories.' },
  { major: 'IT', degree: 'Masters', title: 'MEng Software Engineering', shortTitle: 'Software Engineering', duration: '2', english: 0.8, blurb: 'A professional masters focused on large-scale software design, cloud systems and engineering practice, with an industry placement or project.' },
  { major: 'IT', degree: 'Masters', title: 'MEng Cyberspace Security', shortTitle: 'Cyber Security', duration: '2.5', english: 0.5, blurb: 'Cryptography, network and system security, and secure software development, with laboratory work on attacks and defences.' },
  { major: 'IT', degree: 'Masters', title: 'MEng Information and Communication Engineering', shortTitle: 'Communication Engineering', duration: '2.5', english: 0.6, blurb: 'Signal processing, wireless communication, antennas and networks, with research in the university\'s communications laboratories.' },
  { major: 'IT', degree: 'PhD', title: 'PhD Computer Science and Technology', shortTitle: 'Computer Science', duration: '4', english: 0.8, blurb: 'Doctoral research in a computer science group, with a small number of advanced courses and regular seminars.' },
  // Engineering
  { major: 'Engineering', degree: 'Bachelor', title: 'BEng Mechanical Engineering', shortTitle: 'Mechanical Engineering', duration: '4', english: 0.6, blurb: 'Mechanics, thermodynamics, materials, design and manufacturing, with workshop practice and a design project in the final year.' },
  { major: 'Engineering', degree: 'Bachelor', title: 'BEng Civil Engineering', shortTitle: 'Civil Engineering', duration: '4', english: 0.6, blurb: 'Structural analysis, geotechnics, materials and construction management, with site visits and a design project on a real structure.' },
  { major: 'Engineering', degree: 'Bachelor', title: 'BEng Electrical Engineering and Automation', shortTitle: 'Electrical Engineering', duration: '4', english: 0.5, blurb: 'Circuits, power systems, electrical machines and control, preparing students for work in power, automation and manufacturing.' },
  { major: 'Engineering', degree: 'Bachelor', title: 'BEng Chemical Engineering and Technology', shortTitle: 'Chemical Engineering', duration: '4', english: 0.4, blurb: 'Chemistry and transport phenomena lead into reaction engineering, separation processes and plant design.' },
  { major: 'Engineering', degree: 'Bachelor', title: 'BArch Architecture', shortTitle: 'Architecture', duration: '5', english: 0.4, blurb: 'A five-year studio-based degree in architectural design, history, building technology and urban context, with a design studio every term.' },
  { major: 'Engineering', degree: 'Masters', title: 'MEng Mechanical Engineering', shortTitle: 'Mechanical Engineering', duration: '2.5', english: 0.7, blurb: 'Advanced dynamics, robotics, advanced manufacturing and a research thesis supervised by a member of the school.' },
  { major: 'Engineering', degree: 'Masters', title: 'MEng Civil Engineering', shortTitle: 'Civil Engineering', duration: '2.5', english: 0.7, blurb: 'Structural, bridge and geotechnical engineering at an advanced level, with a thesis often linked to ongoing infrastructure projects.' },
  { major: 'Engineering', degree: 'Masters', title: 'MEng Electrical Engineering', shortTitle: 'Electrical Engineering', duration: '2.5', english: 0.6, blurb: 'Power electronics, smart grids, renewable integration and control, with research in the electrical engineering laboratories.' },
  { major: 'Engineering', degree: 'Masters', title: 'MEng Environmental Engineering', shortTitle: 'Environmental Engineering', duration: '2.5', english: 0.6, blurb: 'Water and wastewater treatment, air pollution control and solid waste management, with field and laboratory work.' },
  { major: 'Engineering', degree: 'Masters', title: 'MEng Materials Science and Engineering', shortTitle: 'Materials Science', duration: '3', english: 0.6, blurb: 'Structure and properties of metals, polymers, ceramics and composites, and the methods used to make and characterise them.' },
  { major: 'Engineering', degree: 'PhD', title: 'PhD Mechanical Engineering', shortTitle: 'Mechanical Engineering', duration: '4', english: 0.7, blurb: 'Doctoral research in design, manufacturing, robotics or thermal engineering within an established research group.' },
  { major: 'Engineering', degree: 'PhD', title: 'PhD Materials Science and Engineering', shortTitle: 'Materials Science', duration: '4', english: 0.7, blurb: 'Doctoral research on new materials, from synthesis and processing to characterisation and applications.' },
  { major: 'Engineering', degree: 'PhD', title: 'PhD Power Engineering and Engineering Thermophysics', shortTitle: 'Power Engineering', duration: '4', english: 0.6, blurb: 'Doctoral research on combustion, heat transfer, turbomachinery and clean energy systems.' },
  // Business
  { major: 'Business', degree: 'Bachelor', title: 'BBA International Business', shortTitle: 'International Business', duration: '4', english: 0.8, blurb: 'Management, marketing, finance and international trade, with case studies of Chinese firms operating abroad and foreign firms in China.' },
  { major: 'Business', degree: 'Bachelor', title: 'BMgt Business Administration', shortTitle: 'Business Administration', duration: '4', english: 0.5, blurb: 'A broad foundation in organisational behaviour, accounting, marketing, operations and strategy.' },
  { major: 'Business', degree: 'Bachelor', title: 'BMgt Accounting', shortTitle: 'Accounting', duration: '4', english: 0.4, blurb: 'Financial and management accounting, auditing, taxation and Chinese and international accounting standards.' },
  { major: 'Business', degree: 'Masters', title: 'International MBA', shortTitle: 'International MBA', duration: '2', english: 1, blurb: 'A general management degree for people with work experience, taught in English with company visits and a consulting project with a Chinese firm.' },
  { major: 'Business', degree: 'Masters', title: 'MSc Management Science and Engineering', shortTitle: 'Management Science', duration: '2.5', english: 0.7, blurb: 'Operations research, decision analysis, supply chains and information systems, with a research thesis.' },
  { major: 'Business', degree: 'Masters', title: 'MSc International Business', shortTitle: 'International Business', duration: '2', english: 0.9, blurb: 'How firms enter and compete in foreign markets, with particular attention to doing business in and with China.' },
  { major: 'Business', degree: 'PhD', title: 'PhD Business Administration', shortTitle: 'Business Administration', duration: '4', english: 0.6, blurb: 'Doctoral research in strategy, marketing, organisation or accounting, with research-methods training in the first year.' },
  // Economics
  { major: 'Economics', degree: 'Bachelor', title: 'BEcon Economics', shortTitle: 'Economics', duration: '4', english: 0.5, blurb: 'Micro- and macroeconomics, econometrics and economic history, with electives on China\'s economic development.' },
  { major: 'Economics', degree: 'Bachelor', title: 'BEcon Finance', shortTitle: 'Finance', duration: '4', english: 0.5, blurb: 'Corporate finance, investments, banking and financial markets, with data-driven coursework from the second year.' },
  { major: 'Economics', degree: 'Bachelor', title: 'BEcon International Economics and Trade', shortTitle: 'International Trade', duration: '4', english: 0.6, blurb: 'Trade theory and policy, international finance and logistics, with a close look at China\'s trade with Asia, Africa and Europe.' },
  { major: 'Economics', degree: 'Masters', title: 'MEcon Finance', shortTitle: 'Finance', duration: '2', english: 0.8, blurb: 'Asset pricing, corporate finance, risk management and fintech, with Chinese capital markets as a running example.' },
  { major: 'Economics', degree: 'Masters', title: 'MA Chinese Economy', shortTitle: 'Chinese Economy', duration: '2', english: 1, blurb: 'An English-taught masters on China\'s reform, growth, trade, public finance and regional development, for students from any background in economics.' },
  { major: 'Economics', degree: 'Masters', title: 'MEcon Applied Economics', shortTitle: 'Applied Economics', duration: '2.5', english: 0.6, blurb: 'Applied econometrics, development, labour and public economics, with a thesis using real data.' },
  { major: 'Economics', degree: 'PhD', title: 'PhD Economics', shortTitle: 'Economics', duration: '4', english: 0.6, blurb: 'A doctoral programme with core courses in micro, macro and econometrics before independent research.' },
  // Law
  { major: 'Law', degree: 'Bachelor', title: 'LLB Law', shortTitle: 'Law', duration: '4', english: 0.2, blurb: 'Chinese civil, criminal, administrative and commercial law, with moot courts and legal writing.' },
  { major: 'Law', degree: 'Masters', title: 'LLM Chinese Law', shortTitle: 'Chinese Law', duration: '2', english: 1, blurb: 'An English-taught introduction to the Chinese legal system, contract, company and dispute-resolution law, for lawyers and law graduates from abroad.' },
  { major: 'Law', degree: 'Masters', title: 'LLM International Law', shortTitle: 'International Law', duration: '2', english: 0.7, blurb: 'Public international law, international trade and investment law, and the law of the sea, with a dissertation.' },
  { major: 'Law', degree: 'PhD', title: 'PhD Law', shortTitle: 'Law', duration: '4', english: 0.3, blurb: 'Doctoral research in a field of Chinese, comparative or international law under a supervisor of the law school.' },
  // Medicine
  { major: 'Medicine', degree: 'MBBS', title: 'MBBS Bachelor of Medicine and Bachelor of Surgery', shortTitle: 'MBBS', duration: '6', english: 1, blurb: 'Five years of basic and clinical medicine taught in English, followed by a one-year internship in the affiliated hospitals, preparing graduates for licensing examinations at home.' },
  { major: 'Medicine', degree: 'Bachelor', title: 'BSc Pharmacy', shortTitle: 'Pharmacy', duration: '4', english: 0.4, blurb: 'Medicinal chemistry, pharmacology, pharmaceutics and clinical pharmacy, with hospital and industry placements.' },
  { major: 'Medicine', degree: 'Bachelor', title: 'BSc Nursing', shortTitle: 'Nursing', duration: '4', english: 0.3, blurb: 'Nursing science and clinical practice in the affiliated hospitals, from basic care to community and critical-care nursing.' },
  { major: 'Medicine', degree: 'Masters', title: 'MMed Clinical Medicine', shortTitle: 'Clinical Medicine', duration: '3', english: 0.6, blurb: 'Specialist clinical training and research for medical graduates, in a department of one of the affiliated hospitals.' },
  { major: 'Medicine', degree: 'Masters', title: 'MPH Public Health', shortTitle: 'Public Health', duration: '2', english: 0.8, blurb: 'Epidemiology, biostatistics, health policy and global health, with a field project.' },
  { major: 'Medicine', degree: 'PhD', title: 'PhD Clinical Medicine', shortTitle: 'Clinical Medicine', duration: '4', english: 0.6, blurb: 'Doctoral research in a clinical speciality, combining laboratory work with patient-based studies.' },
  { major: 'Medicine', degree: 'PhD', title: 'PhD Basic Medicine', shortTitle: 'Basic Medicine', duration: '4', english: 0.6, blurb: 'Doctoral research in physiology, pathology, immunology or molecular medicine.' },
  // Science
  { major: 'Science', degree: 'Bachelor', title: 'BSc Mathematics and Applied Mathematics', shortTitle: 'Mathematics', duration: '4', english: 0.4, blurb: 'Analysis, algebra, geometry, probability and numerical methods, with options in applied and financial mathematics.' },
  { major: 'Science', degree: 'Bachelor', title: 'BSc Physics', shortTitle: 'Physics', duration: '4', english: 0.4, blurb: 'Classical and quantum mechanics, electromagnetism, thermodynamics and laboratory physics, leading to a research project.' },
  { major: 'Science', degree: 'Bachelor', title: 'BSc Chemistry', shortTitle: 'Chemistry', duration: '4', english: 0.4, blurb: 'Inorganic, organic, physical and analytical chemistry with extensive laboratory training.' },
  { major: 'Science', degree: 'Bachelor', title: 'BSc Biological Science', shortTitle: 'Biology', duration: '4', english: 0.4, blurb: 'Cell and molecular biology, genetics, ecology and evolution, with field and laboratory work.' },
  { major: 'Science', degree: 'Masters', title: 'MSc Physics', shortTitle: 'Physics', duration: '3', english: 0.6, blurb: 'Advanced quantum theory, condensed matter and optics, with a thesis in one of the department\'s research groups.' },
  { major: 'Science', degree: 'Masters', title: 'MSc Chemistry', shortTitle: 'Chemistry', duration: '3', english: 0.6, blurb: 'Advanced synthesis, catalysis and materials chemistry with a research thesis.' },
  { major: 'Science', degree: 'Masters', title: 'MSc Environmental Science', shortTitle: 'Environmental Science', duration: '2.5', english: 0.7, blurb: 'Ecology, environmental chemistry and policy, with field work on the region\'s landscapes.' },
  { major: 'Science', degree: 'PhD', title: 'PhD Physics', shortTitle: 'Physics', duration: '4', english: 0.7, blurb: 'Doctoral research in theoretical or experimental physics with a supervisor of the physics school.' },
  { major: 'Science', degree: 'PhD', title: 'PhD Chemistry', shortTitle: 'Chemistry', duration: '4', english: 0.7, blurb: 'Doctoral research in synthetic, physical or materials chemistry.' },
  { major: 'Science', degree: 'PhD', title: 'PhD Ecology', shortTitle: 'Ecology', duration: '4', english: 0.6, blurb: 'Doctoral research on ecosystems, biodiversity and conservation, often with long field seasons.' },
  // Arts
  { major: 'Arts', degree: 'Bachelor', title: 'BA Journalism and Communication', shortTitle: 'Journalism', duration: '4', english: 0.4, blurb: 'Reporting, editing, media law and digital media, with work in the school\'s newsroom and studios.' },
  { major: 'Arts', degree: 'Bachelor', title: 'BA Visual Communication Design', shortTitle: 'Visual Communication', duration: '4', english: 0.3, blurb: 'Typography, illustration, branding and interaction design in a studio setting, with a graduation show.' },
  { major: 'Arts', degree: 'Bachelor', title: 'BA Industrial Design', shortTitle: 'Industrial Design', duration: '4', english: 0.3, blurb: 'Product design from sketch to prototype, with materials, ergonomics and user research.' },
  { major: 'Arts', degree: 'Masters', title: 'MA Design', shortTitle: 'Design', duration: '2.5', english: 0.6, blurb: 'Design research and practice in product, interaction or environmental design, ending in a design thesis.' },
  { major: 'Arts', degree: 'Masters', title: 'MA Global Communication', shortTitle: 'Global Communication', duration: '2', english: 1, blurb: 'An English-taught masters on international news, media industries and China\'s communication with the world.' },
  { major: 'Arts', degree: 'Masters', title: 'MArch Architecture and Urban Design', shortTitle: 'Urban Design', duration: '2.5', english: 0.7, blurb: 'Advanced architectural and urban design studios on Chinese cities, with history and theory seminars.' },
  // Education
  { major: 'Education', degree: 'Bachelor', title: 'BEd Educational Technology', shortTitle: 'Educational Technology', duration: '4', english: 0.3, blurb: 'Learning design, digital media and the use of technology in classrooms and online learning.' },
  { major: 'Education', degree: 'Bachelor', title: 'BEd Preschool Education', shortTitle: 'Preschool Education', duration: '4', english: 0.2, blurb: 'Child development, early-years curriculum and teaching practice in partner kindergartens.' },
  { major: 'Education', degree: 'Masters', title: 'MEd Comparative Education', shortTitle: 'Comparative Education', duration: '2', english: 0.9, blurb: 'Education systems and policy compared across countries, with China\'s reforms as a central case.' },
  { major: 'Education', degree: 'Masters', title: 'MEd Educational Leadership and Policy', shortTitle: 'Educational Leadership', duration: '2', english: 0.8, blurb: 'School leadership, policy analysis and educational management for teachers and administrators.' },
  { major: 'Education', degree: 'PhD', title: 'PhD Education', shortTitle: 'Education', duration: '4', english: 0.6, blurb: 'Doctoral research in curriculum, teacher education, educational policy or psychology of learning.' },
  // Chinese Language (degree programmes in Chinese)
  { major: 'Chinese Language', degree: 'Bachelor', title: 'BA Chinese Language and Literature', shortTitle: 'Chinese Literature', duration: '4', english: 0, blurb: 'Modern and classical Chinese, Chinese literature and linguistics, taught in Chinese to students with HSK 4 or above.' },
  { major: 'Chinese Language', degree: 'Bachelor', title: 'BA Chinese as a Foreign Language', shortTitle: 'Chinese Studies', duration: '4', english: 0, blurb: 'Four years of advanced Chinese with courses in Chinese culture, business Chinese and translation, designed for international students.' },
  { major: 'Chinese Language', degree: 'Masters', title: 'MTCSOL Teaching Chinese to Speakers of Other Languages', shortTitle: 'Teaching Chinese (MTCSOL)', duration: '2', english: 0.2, blurb: 'A professional masters for future teachers of Chinese, with second-language pedagogy, linguistics and a teaching practicum.' },
  // Chinese Language (non-degree)
  { major: 'Chinese Language', degree: 'Chinese Language', title: 'One-Year Chinese Language Programme', shortTitle: 'Chinese (1 year)', duration: '1', english: 0, blurb: 'Twenty hours a week of Chinese in small classes from beginner to advanced level, with speaking, listening, reading, writing and HSK preparation.' },
  { major: 'Chinese Language', degree: 'Chinese Language', title: 'One-Semester Chinese Language Programme', shortTitle: 'Chinese (1 semester)', duration: '0.5', english: 0, blurb: 'A semester of intensive Chinese at the level set by a placement test, with cultural activities and a city field trip.' },
  { major: 'Chinese Language', degree: 'Chinese Language', title: 'Chinese Foundation Year for Degree Study', shortTitle: 'Chinese Foundation Year', duration: '1', english: 0, blurb: 'A preparatory year that takes students to HSK 4 and introduces subject vocabulary in mathematics, science or economics for Chinese-taught degrees.' },
];

// ---------------------------------------------------------------------------------------------
// Generation

/** Which of a university's schools teaches a subject, matched on the subject's title. */
const schoolPatterns: [RegExp, RegExp][] = [
  [/Computer|Software|Data Science|Artificial/, /Computer|Software/],
  [/Cyberspace/, /Cyber|Computer|Software/],
  [/Information and Communication/, /Information|Communication|Electronic/],
  [/Mechanical/, /Mechanical|Mechatronics/],
  [/Civil/, /Civil/],
  [/Electrical/, /Electrical/],
  [/Chemical Engineering/, /Chemical/],
  [/Architecture|Urban Design/, /Architecture/],
  [/Environmental Engineering/, /Environment/],
  [/Materials/, /Materials/],
  [/Power Engineering/, /Power|Energy/],
  [/Chinese Economy|Economics|Finance|Trade/, /Economics|Finance|Development|Lingnan/],
  [/Business|Management|Accounting|MBA/, /Management|Business|Antai|Guanghua|Lingnan|Accountancy/],
  [/Law/, /Law/],
  [/Pharmacy/, /Pharmacy/],
  [/Nursing/, /Nursing/],
  [/Public Health/, /Public Health/],
  [/MBBS|Clinical|Basic Medicine/, /Medic|Health Science|Xiangya|Bethune|Cheeloo|Basic Medicine/],
  [/Mathematics/, /Math/],
  [/Physics/, /Physic/],
  [/Chemistry/, /Chemistry/],
  [/Biolog/, /Life Sciences|Biolog/],
  [/Environmental Science|Ecology/, /Ecology|Environment/],
  [/Journalism|Global Communication/, /Journalism|Communication/],
  [/Design/, /Design/],
  [/Educat/, /^(?!.*International).*Education|Psychology/],
  [/Chinese|MTCSOL/, /Chinese|Literature|Liberal Arts/],
];

function schoolFor(u: DemoUniversity, s: Subject): string | null {
  const pattern = schoolPatterns.find(([title]) => title.test(s.title))?.[1];
  if (!pattern) return null;
  const schools = u.school.split(';').map((x) => x.trim());
  return schools.find((x) => pattern.test(x)) ?? null;
}

const degreeAbbr: Record<DemoDegreeType, string> = {
  Bachelor: 'B',
  Masters: 'M',
  PhD: 'P',
  MBBS: 'MB',
  'Chinese Language': 'CL',
};

const tags: DemoCourseTag[] = ['top-picks', 'most-popular', 'fastest-admissions', 'highest-rating', 'top-ranked'];

const intakeDeadlines: Record<string, string[]> = {
  '2028-03': ['2027-11-15', '2027-11-30', '2027-12-15'],
  '2027-03': ['2026-12-15', '2026-12-31', '2027-01-15'],
  '2027-09': ['2027-04-30', '2027-05-31', '2027-06-15', '2027-06-30'],
};

const monthName = (intake: string) => {
  const [y, m] = intake.split('-');
  return `${m === '03' ? 'March' : 'September'} ${y}`;
};

function universityFee(u: DemoUniversity, degree: DemoDegreeType): number {
  switch (degree) {
    case 'Bachelor':
      return u.fees.bachelor;
    case 'Masters':
      return u.fees.masters;
    case 'PhD':
      return u.fees.phd;
    case 'MBBS':
      return u.fees.mbbs ?? u.fees.bachelor;
    case 'Chinese Language':
      return u.fees.language;
  }
}

function describe(u: DemoUniversity, s: Subject, lang: DemoTeachingLanguage, intake: string, variant: number): string {
  const school = schoolFor(u, s);
  const city = cities.find((c) => c.slug === u.citySlug)?.name ?? u.shortName;
  const the = (x: string) => `the ${x.replace(/^The /, '')}`;
  const owned = school !== null && school.includes(u.name);
  const where = school
    ? [
        `At ${u.shortName} it is taught by ${the(school)}, one of the university's established schools.`,
        `${owned ? 'It is run by' : `At ${u.shortName} it is run by`} ${the(school)}, whose teachers are used to working with international students.`,
        `Teaching is led by ${owned ? the(school) : `${u.shortName}'s ${school}`}, with full access to its laboratories and library.`,
      ][variant % 3]
    : s.degree === 'Chinese Language'
      ? [
          `Classes are held on ${u.shortName}'s campus in ${city}, with language partners from among the university's Chinese students.`,
          `${u.shortName} places students in small classes after a placement test, and ${city} gives plenty of chances to practise outside class.`,
          `Students at ${u.shortName} share classes with learners from many countries and can join the university's clubs and cultural events in ${city}.`,
        ][variant % 3]
      : [
        `At ${u.shortName} students join a cohort mixing Chinese and international classmates on the ${city} campus.`,
        `${u.shortName} teaches it on its ${city} campus, with small seminar groups for international students.`,
        `The programme draws on ${u.shortName}'s wider strengths and its links with employers in ${city}.`,
      ][variant % 3];
  const practical =
    s.degree === 'Chinese Language'
      ? `Classes start in ${monthName(intake)}; no previous Chinese is needed for beginners.`
      : `Taught in ${lang === 'english' ? 'English' : 'Chinese'} over ${s.duration} ${s.duration === '1' ? 'year' : 'years'}, starting ${monthName(intake)}.`;
  return `${s.blurb} ${where} ${practical}`;
}

function pickIntake(rnd: () => number, degree: DemoDegreeType): string {
  const r = rnd();
  if (degree === 'Chinese Language') return r < 0.2 ? '2028-03' : r < 0.6 ? '2027-03' : '2027-09';
  if (degree === 'PhD') return r < 0.15 ? '2028-03' : r < 0.45 ? '2027-03' : '2027-09';
  return r < 0.08 ? '2028-03' : r < 0.28 ? '2027-03' : '2027-09';
}

/** Pure: the same universities give the same courses. */
export function generateCourses(unis: DemoUniversity[]): DemoCourse[] {
  const out: DemoCourse[] = [];
  const slugs = new Set<string>();

  for (const u of unis) {
    const rnd = mulberry32(hashString(u.code));
    const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)];
    const chosen: Subject[] = [];
    const has = (s: Subject) => chosen.includes(s);

    // Always a Chinese language programme, and MBBS where the university teaches it.
    const language = subjects.filter((s) => s.degree === 'Chinese Language');
    chosen.push(pick(language));
    if (u.fees.mbbs !== null) chosen.push(subjects.find((s) => s.degree === 'MBBS')!);

    const target = u.status ? 7 + Math.floor(rnd() * 3) : 2;
    let guard = 0;
    while (chosen.length < target && guard++ < 200) {
      // Earlier majors are the university's strongest: weight them more.
      const idx = Math.min(u.majors.length - 1, Math.floor(Math.pow(rnd(), 1.6) * u.majors.length));
      const major = u.majors[idx];
      const pool = subjects.filter(
        (s) => s.major === major && s.degree !== 'MBBS' && s.degree !== 'Chinese Language' && !has(s),
      );
      if (pool.length === 0) continue;
      // Bachelor and Masters are the bulk; PhD less often.
      const wanted: DemoDegreeType = rnd() < 0.42 ? 'Bachelor' : rnd() < 0.75 ? 'Masters' : 'PhD';
      const preferred = pool.filter((s) => s.degree === wanted);
      chosen.push(pick(preferred.length ? preferred : pool));
    }

    const seq: Record<string, number> = {};
    chosen.forEach((s, n) => {
      const englishBias = u.type === 'private' ? 1 : 0;
      const lang: DemoTeachingLanguage =
        s.degree === 'Chinese Language' ? 'chinese' : englishBias || rnd() < s.english ? 'english' : 'chinese';
      const intake = pickIntake(rnd, s.degree);
      const deadline = pick(intakeDeadlines[intake]);
      const tagRoll = rnd();
      const tag = tagRoll < 0.5 ? null : tags[Math.floor((tagRoll - 0.5) * 2 * tags.length)];
      const base = universityFee(u, s.degree);
      const feeRoll = rnd();
      const fee =
        feeRoll < 0.45
          ? null
          : Math.round((base * (lang === 'english' ? 1.05 : 0.95) + Math.floor(rnd() * 8) * 500) / 500) * 500;
      const accommodationFee = rnd() < 0.75 ? null : u.fees.accommodation + Math.floor(rnd() * 5) * 500;
      const otherFee = rnd() < 0.8 ? null : u.fees.other + 400;
      const abbr = degreeAbbr[s.degree];
      seq[abbr] = (seq[abbr] ?? 0) + 1;
      const code = `${u.code}-${abbr}${String(seq[abbr]).padStart(2, '0')}`;
      let slug = `${u.code.toLowerCase()}-${slugify(s.title)}`;
      if (slugs.has(slug)) slug = `${slug}-${slugify(intake)}`;
      slugs.add(slug);
      out.push({
        code,
        slug,
        title: s.title,
        shortTitle: s.shortTitle,
        universityCode: u.code,
        degreeType: s.degree,
        major: s.major,
        teachingLanguage: lang,
        tag,
        intake,
        deadline,
        fee,
        accommodationFee,
        otherFee,
        durationYears: s.duration,
        seat: s.degree === 'PhD' ? 5 + Math.floor(rnd() * 4) * 5 : 15 + Math.floor(rnd() * 10) * 5,
        description: describe(u, s, lang, intake, n + hashString(u.code)),
        status: true,
      });
    });
  }

  // One disabled course on an enabled university: it must never appear publicly.
  const host = unis.find((u) => u.status)!;
  out.push({
    code: `${host.code}-DISABLED`,
    slug: `${host.code.toLowerCase()}-disabled-demo-course`,
    title: 'Disabled Demo Course',
    shortTitle: 'Disabled Demo',
    universityCode: host.code,
    degreeType: 'Bachelor',
    major: 'Business',
    teachingLanguage: 'english',
    tag: null,
    intake: '2027-09',
    deadline: '2027-06-30',
    fee: null,
    accommodationFee: null,
    otherFee: null,
    durationYears: '4',
    seat: 10,
    description: 'A disabled demo course. It exists to show that disabled courses never appear on public pages.',
    status: false,
  });
  return out;
}

export const courses: DemoCourse[] = generateCourses(universities);

/** The first enabled course of a university for a degree (used by demo applications and scholarships). */
export function findDemoCourse(universityCode: string, degreeType: DemoDegreeType): DemoCourse {
  const c = courses.find((x) => x.universityCode === universityCode && x.degreeType === degreeType && x.status);
  if (!c) throw new Error(`demo data: no ${degreeType} course at ${universityCode}`);
  return c;
}
