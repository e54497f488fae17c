import type { DemoDeck } from './demo-insert';

/** Names the end-to-end tests look for. */
export const TIMED_QUIZ_NAME = 'Timed quiz: Security basics';

const options = (prefix: string, texts: string[]) =>
  texts.map((text, index) => ({ id: `${prefix}o${index + 1}`, text }));

/** Quizzes, games, surveys and the other formats the learner answers or acts on. */
export function interactiveDemoDecks(): DemoDeck[] {
  return [
    {
      name: TIMED_QUIZ_NAME,
      category: 'assessment',
      settings: { maxPoints: 100, passingPercentage: 60, questionTimerSeconds: 30, attemptsAllowed: 0 },
      content: {
        questions: [
          {
            id: 'phish',
            type: 'single',
            prompt:
              'An email from "IT Support" asks you to confirm your password via a link. What do you do?',
            options: options('phish', [
              'Click and confirm',
              'Report it with the Phish button',
              'Reply asking why',
            ]),
            answer: ['phisho2'],
            explanation: 'IT never asks for your password. Reporting helps us block the sender for everyone.',
          },
          {
            id: 'lock',
            type: 'truefalse',
            prompt: 'You should lock your screen (Windows + L) every time you leave your desk.',
            answer: true,
            explanation: 'An unlocked laptop gives anyone walking by your access.',
          },
          {
            id: 'mfa',
            type: 'multiple',
            prompt: 'Which of these count as a second factor for sign-in?',
            options: options('mfa', [
              'Authenticator app code',
              'Hardware security key',
              'Your date of birth',
            ]),
            answer: ['mfao1', 'mfao2'],
            explanation: 'A second factor is something you have; your birthday is something anyone can find.',
          },
          {
            id: 'report',
            type: 'fillblank',
            prompt: 'Suspected security incidents are reported to the ____ desk.',
            answer: ['security', 'IT security'],
          },
          {
            id: 'incident',
            type: 'ordering',
            prompt: 'Put the steps after losing your laptop in the right order.',
            // Listed out of order: the learner must not start with the solution.
            options: options('incident', [
              'Change your passwords from another device',
              'File a police report if it was stolen',
              'Report the loss to the security desk',
            ]),
            answer: ['incidento3', 'incidento1', 'incidento2'],
          },
        ],
      },
    },
    {
      name: 'Game: Compliance sprint',
      category: 'game',
      settings: { maxPoints: 100 },
      content: {
        questions: [
          ['May you accept a gift worth 200 EUR from a supplier?', ['Yes', 'No, decline politely'], 1],
          ['Where do you store customer contracts?', ['On your desktop', 'In the contract system'], 1],
          ['Who may see salary data?', ['HR and the manager concerned', 'Anyone who asks'], 0],
          [
            'A customer asks for a discount outside policy. You…',
            ['Agree to keep them', 'Ask your manager'],
            1,
          ],
          ['How long do we keep invoices?', ['Ten years', 'One year'], 0],
          ['You notice a colleague sharing a password. You…', ['Ignore it', 'Remind them and tell IT'], 1],
        ].map(([prompt, texts, correct], index) => ({
          id: `g${index + 1}`,
          type: 'single',
          prompt,
          options: options(`g${index + 1}`, texts as string[]),
          answer: [`g${index + 1}o${(correct as number) + 1}`],
        })),
      },
    },
    {
      name: 'Challenge: Your first week',
      category: 'challenge',
      settings: { maxPoints: 50 },
      content: {
        intro: 'Five small steps that make your first week at Demo Company count.',
        tasks: [
          { id: 'buddy', title: 'Have coffee with your onboarding buddy' },
          { id: 'profile', title: 'Complete your profile and add a photo' },
          {
            id: 'handbook',
            title: 'Read the employee handbook',
            details: 'Find it under "Try every format".',
          },
          { id: 'tools', title: 'Sign in to email, chat and the HR portal' },
          { id: 'goals', title: 'Agree three goals for your first 90 days with your manager' },
        ],
      },
    },
    {
      name: 'Survey: Your onboarding experience',
      category: 'survey',
      content: {
        questions: [
          {
            id: 'ready',
            type: 'single',
            prompt: 'Was your laptop ready on your first day?',
            options: options('ready', ['Yes', 'No', 'Partly']),
          },
          {
            id: 'helpful',
            type: 'multiple',
            prompt: 'What helped you most so far?',
            options: options('helpful', ['My buddy', 'My manager', 'This platform', 'The welcome event']),
          },
          { id: 'welcome', type: 'scale', prompt: 'How welcome do you feel in your team?' },
          {
            id: 'improve',
            type: 'text',
            prompt: 'What one thing should we improve for the next new joiner?',
          },
        ],
      },
    },
    {
      name: 'Poll: Best time for the learning hour',
      category: 'poll',
      content: {
        prompt: 'When should the weekly learning hour take place?',
        options: options('slot', ['Monday 9:00', 'Wednesday 14:00', 'Friday 16:00']),
      },
    },
    {
      name: 'Rating: How useful is this course?',
      category: 'rating',
      content: { prompt: 'How useful did you find the Formats Showcase course?', allowComment: true },
    },
    {
      name: 'Profiler: What is your working style?',
      category: 'profiler',
      content: {
        profiles: [
          { id: 'planner', title: 'The planner', description: 'You like a clear plan and deliver on time.' },
          {
            id: 'connector',
            title: 'The connector',
            description: 'You bring people together and share ideas.',
          },
          {
            id: 'explorer',
            title: 'The explorer',
            description: 'You try new approaches and learn by doing.',
          },
        ],
        questions: [
          {
            id: 'monday',
            prompt: 'It is Monday morning. What do you do first?',
            options: [
              { id: 'm1', text: 'Review my to-do list for the week', profileId: 'planner' },
              { id: 'm2', text: 'Catch up with my team', profileId: 'connector' },
              { id: 'm3', text: 'Try the new tool I read about', profileId: 'explorer' },
            ],
          },
          {
            id: 'project',
            prompt: 'A new project starts. Your first step?',
            options: [
              { id: 'p1', text: 'Write a timeline', profileId: 'planner' },
              { id: 'p2', text: 'Find out who else is involved', profileId: 'connector' },
              { id: 'p3', text: 'Build a quick prototype', profileId: 'explorer' },
            ],
          },
        ],
      },
    },
    {
      name: 'Recommender: Find your next course',
      category: 'recommender',
      content: {
        recommendations: [
          {
            id: 'security',
            title: 'Security topics',
            description: 'Stay safe online.',
            link: '/tags/Security',
          },
          { id: 'sales', title: 'Sales topics', description: 'Win and keep customers.', link: '/tags/Sales' },
          {
            id: 'wellbeing',
            title: 'Wellbeing topics',
            description: 'Look after yourself.',
            link: '/tags/Wellbeing',
          },
        ],
        questions: [
          {
            id: 'role',
            prompt: 'Which best describes your role?',
            options: [
              { id: 'r1', text: 'I work with customers', recommendationIds: ['sales'] },
              { id: 'r2', text: 'I handle sensitive data', recommendationIds: ['security'] },
              { id: 'r3', text: 'I lead a team', recommendationIds: ['wellbeing', 'security'] },
            ],
          },
        ],
      },
    },
    {
      name: 'Flashcards: Sales glossary',
      category: 'flashcards',
      settings: { maxPoints: 30 },
      content: {
        cards: [
          {
            id: 'arr',
            front: 'ARR',
            back: 'Annual recurring revenue: the yearly value of active subscriptions.',
          },
          { id: 'churn', front: 'Churn', back: 'The share of customers who cancel in a period.' },
          {
            id: 'upsell',
            front: 'Upsell',
            back: 'Selling a higher plan or more seats to an existing customer.',
          },
          { id: 'pipeline', front: 'Pipeline', back: 'All open opportunities, grouped by stage.' },
        ],
      },
    },
    {
      name: 'Scratch cards: Welcome surprises',
      category: 'scratchcards',
      content: {
        cards: [
          { id: 'lunch', prize: 'Lunch with the leadership team' },
          { id: 'mug', prize: 'A Demo Company coffee mug' },
          { id: 'day', prize: 'An extra learning afternoon' },
        ],
        collectible: { title: 'Welcome explorer' },
      },
    },
    {
      name: 'Scratch card: Lucky onboarding ticket',
      category: 'scratchcard',
      content: { prize: 'A voucher for the company shop', collectible: { title: 'Lucky starter' } },
    },
    {
      name: 'Checklist: First-day setup',
      category: 'checklist',
      content: {
        items: [
          { id: 'badge', text: 'Collect your access badge at reception' },
          { id: 'laptop', text: 'Set up your laptop and turn on disk encryption' },
          { id: 'mfa', text: 'Register your authenticator app' },
          { id: 'chat', text: 'Join your team channel in chat' },
        ],
      },
    },
    {
      name: 'Calculator: Commission estimate',
      category: 'calculator',
      settings: { maxPoints: 20 },
      content: {
        inputs: [
          { name: 'dealValue', label: 'Deal value (EUR)', defaultValue: 12000, min: 0 },
          { name: 'rate', label: 'Commission rate (%)', defaultValue: 4, min: 0, max: 20 },
        ],
        formula: 'dealValue * rate / 100',
        resultLabel: 'Your commission (EUR)',
        decimals: 2,
      },
    },
  ];
}
