import type { Db } from '../db/client';
import type { ArticleRow, CourseRow } from '../db/schema';
import { generateIdentifier } from '../lib/identifiers';
import { addCourseToProgram, createProgram } from '../modules/content/catalog/service';
import {
  createDemoArticle,
  createDemoCourse,
  type DemoArticle,
  type DemoCourse,
  type DemoDeck,
} from './demo-insert';

const html = (...paragraphs: string[]) => ({ html: paragraphs.map((p) => `<p>${p}</p>`).join('') });

const quiz = (questions: [string, string[], number][]): DemoDeck['content'] => ({
  questions: questions.map(([prompt, options, correct], q) => ({
    id: `q${q + 1}`,
    type: 'single',
    prompt,
    options: options.map((text, o) => ({ id: `q${q + 1}o${o + 1}`, text })),
    answer: [`q${q + 1}o${correct + 1}`],
  })),
});

const WELCOME: DemoCourse = {
  name: 'Welcome to Demo Company',
  description: 'Who we are, how we work and where to find help in your first week.',
  priority: 10,
  topics: [
    {
      name: 'Our story',
      decks: [
        {
          name: 'Who we are',
          category: 'article',
          content: html(
            'Demo Company started in 2009 with five people and one customer.',
            'Today we serve customers in 14 countries from offices in Berlin, Pune and Bengaluru.',
          ),
        },
        {
          name: 'A day at Demo Company',
          category: 'story',
          content: {
            slides: [
              { title: '9:00 Stand-up', text: 'Each team shares plans and blockers in ten minutes.' },
              { title: '12:30 Lunch', text: 'The canteen serves food from a different region every day.' },
              {
                title: '16:00 Learning hour',
                text: 'One hour a week is reserved for courses like this one.',
              },
            ],
          },
        },
      ],
    },
    {
      name: 'Ways of working',
      decks: [
        {
          name: 'Our values',
          category: 'article',
          content: html('Customers first. Own the outcome. Share what you learn. Keep it simple.'),
        },
        {
          name: 'Values quiz',
          category: 'assessment',
          settings: { maxPoints: 50, passingPercentage: 50 },
          content: quiz([
            [
              'Which value asks you to see a task through to the end?',
              ['Keep it simple', 'Own the outcome'],
              1,
            ],
            ['How much time a week is reserved for learning?', ['One hour', 'One day', 'None'], 0],
          ]),
        },
      ],
    },
  ],
};

const SECURITY: DemoCourse = {
  name: 'Information Security Basics',
  description: 'Protect your accounts and spot phishing before it costs us.',
  priority: 8,
  settings: { sequential: true },
  topics: [
    {
      name: 'Passwords',
      decks: [
        {
          name: 'Strong passwords',
          category: 'article',
          content: html('Use a password manager, a unique password per site, and turn on two-step sign-in.'),
        },
        {
          name: 'Password check',
          category: 'assessment',
          settings: { maxPoints: 100, passingPercentage: 60 },
          content: quiz([
            ['Which password is strongest?', ['Summer2024', 'correct-Horse-battery-st4ple!', 'password1'], 1],
            ['May you reuse your work password elsewhere?', ['Yes', 'No'], 1],
          ]),
        },
      ],
    },
    {
      name: 'Phishing',
      decks: [
        {
          name: 'Spotting phishing',
          category: 'faq',
          content: {
            items: [
              {
                question: 'What is phishing?',
                answer: 'A message that tricks you into giving away access or money.',
              },
              {
                question: 'What do I do with a suspicious mail?',
                answer: 'Do not click; report it to the helpdesk.',
              },
            ],
          },
        },
      ],
    },
  ],
};

const CUSTOMER_SERVICE: DemoCourse = {
  name: 'Customer Service Excellence',
  description: 'Listen, resolve and follow up: the three habits of great service.',
  priority: 5,
  topics: [
    {
      name: 'Listening',
      decks: [
        {
          name: 'Active listening',
          category: 'article',
          content: html(
            'Let the customer finish, repeat the problem in your own words, then ask one question.',
          ),
        },
      ],
    },
  ],
};

const ARTICLES: DemoArticle[] = [
  {
    name: 'Holiday calendar 2027',
    category: 'article',
    priority: 3,
    tags: ['Onboarding'],
    content: html('Offices close on 1 January, 1 May, 3 October, 25 and 26 December.'),
  },
  {
    name: 'Expense policy FAQ',
    category: 'faq',
    priority: 2,
    tags: ['Onboarding'],
    content: {
      items: [
        { question: 'How soon must I submit expenses?', answer: 'Within 30 days of the purchase.' },
        { question: 'Who approves them?', answer: 'Your manager, then finance for amounts above 500 EUR.' },
      ],
    },
  },
  {
    name: 'Meet the leadership team',
    category: 'news',
    priority: 1,
    tags: ['Onboarding'],
    content: html('Our leadership team holds an open Q&A on the first Friday of every month.'),
  },
];

/** What the rest of the seed links to: the courses, the program and the articles it created. */
export interface DemoContent {
  welcomeCourse: CourseRow;
  securityCourse: CourseRow;
  serviceCourse: CourseRow;
  programId: string;
  articles: { row: ArticleRow; tags: string[] }[];
}

/** A program of two courses, a standalone course and three articles, all published. */
export async function seedDemoContent(db: Db, teamId: string, ownerId: string): Promise<DemoContent> {
  const program = await createProgram(db, {
    teamId,
    ownerId,
    identifier: generateIdentifier(),
    name: 'Onboarding Essentials',
    description: 'Everything a new colleague needs in the first month.',
    priority: 10,
    published: true,
  });
  const [welcomeCourse, securityCourse] = [
    await createDemoCourse(db, teamId, ownerId, WELCOME),
    await createDemoCourse(db, teamId, ownerId, SECURITY),
  ];
  await addCourseToProgram(db, program.id, welcomeCourse.id, 0);
  await addCourseToProgram(db, program.id, securityCourse.id, 1);
  const serviceCourse = await createDemoCourse(db, teamId, ownerId, CUSTOMER_SERVICE);
  const articles = [];
  for (const article of ARTICLES) {
    articles.push({ row: await createDemoArticle(db, teamId, ownerId, article), tags: article.tags });
  }
  return { welcomeCourse, securityCourse, serviceCourse, programId: program.id, articles };
}
