/** Demo contact-form messages for the admin inbox: two unread, one read, one answered. */
export interface DemoContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  readAt?: string;
  reply?: { body: string; at: string };
}

export const contactMessages: DemoContactMessage[] = [
  {
    name: 'Fatima Zahra',
    email: 'fatima.zahra@example.com',
    subject: 'MBBS taught in English: is HSK required?',
    message: 'Hello, I want to apply for MBBS in English next September. Do I need an HSK certificate, or only IELTS?',
    createdAt: '2026-11-20T08:40:00Z',
  },
  {
    name: 'Kwame Mensah',
    email: 'kwame.mensah@example.com',
    subject: 'Can I pay the application fee by mobile wallet?',
    message: 'Our bank charges a lot for international transfers. Can I pay the application fee with a mobile wallet instead?',
    createdAt: '2026-11-18T15:05:00Z',
  },
  {
    name: 'Nguyen Thi Lan',
    email: 'lan.nguyen@example.com',
    subject: 'Dormitory for a couple',
    message: 'My husband and I both want to study at the same university. Are there dormitory rooms for couples?',
    createdAt: '2026-11-10T10:20:00Z',
    readAt: '2026-11-11T09:00:00Z',
  },
  {
    name: 'Omar Haddad',
    email: 'omar.haddad@example.com',
    subject: 'Deadline for the Chinese language program',
    message: 'When is the last day to apply for the one-year Chinese language program starting in March?',
    createdAt: '2026-11-02T12:00:00Z',
    readAt: '2026-11-03T08:30:00Z',
    reply: {
      body: 'Dear Omar, the March intake closes on 15 January. Apply early: places fill up quickly. Best regards, the Zhiyuan admissions team.',
      at: '2026-11-03T08:45:00Z',
    },
  },
];
