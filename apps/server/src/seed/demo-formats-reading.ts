import type { DemoMedia } from './demo-assets';
import type { DemoArticle, DemoDeck } from './demo-insert';

/** Identifiers of seeded courses that the course and recommendation cards point to. */
export interface DemoCourseRefs {
  securityCourse: string;
  serviceCourse: string;
}

/** Reading formats inside the showcase course. */
export function readingDemoDecks(media: DemoMedia, refs: DemoCourseRefs): DemoDeck[] {
  return [
    {
      name: 'Article: How we work together',
      category: 'article',
      content: {
        html:
          '<h2>Working together</h2><p>We plan in two-week cycles, share progress in short stand-ups and ' +
          'write decisions down so that colleagues in other time zones can follow.</p>' +
          '<ul><li>Meetings have an agenda and end five minutes early.</li>' +
          '<li>Chat is for quick questions; decisions go to the team wiki.</li>' +
          '<li>Feedback is specific, kind and given soon.</li></ul>',
        coverImage: media.teamImage,
        embeds: [
          {
            url: 'https://www.youtube.com/watch?v=eIho2S0ZahI',
            title: 'How to speak so that people want to listen',
          },
        ],
      },
    },
    {
      name: 'Story: A customer call that went right',
      category: 'story',
      content: {
        slides: [
          {
            title: 'The problem',
            text: 'A customer’s invoices were sent to an old address for three months.',
          },
          { title: 'Listen first', text: 'Ravi let her explain everything before asking a single question.' },
          { title: 'Own it', text: 'He corrected the address while she was still on the line.' },
          { title: 'Follow up', text: 'A week later he called back to check the new invoice had arrived.' },
        ],
      },
    },
    {
      name: 'Listicle: Five habits of secure colleagues',
      category: 'listicle',
      content: {
        intro: 'Small habits prevent most security incidents.',
        items: [
          { title: 'Lock your screen', text: 'Press Windows + L or Ctrl + Cmd + Q whenever you step away.' },
          {
            title: 'Use the password manager',
            text: 'One strong, unique password per site, generated for you.',
          },
          { title: 'Think before you click', text: 'Hover over links and check the sender’s real address.' },
          { title: 'Update promptly', text: 'Restart when asked; updates close known holes.' },
          { title: 'Report early', text: 'A quick report to the security desk limits the damage.' },
        ],
      },
    },
    {
      name: 'Gallery: Our offices',
      category: 'gallery',
      content: {
        images: [
          {
            image: media.officeImage,
            alt: 'Blue card reading "Our Pune office"',
            caption: 'Pune, opened 2024',
          },
          {
            image: media.teamImage,
            alt: 'Green card reading "Team offsite 2026"',
            caption: 'Our yearly offsite',
          },
          {
            image: media.safetyImage,
            alt: 'Red card reading "Assembly point B"',
            caption: 'Know your assembly point',
          },
        ],
      },
    },
    {
      name: 'FAQ: Your first payslip',
      category: 'faq',
      content: {
        items: [
          { question: 'When are salaries paid?', answer: 'On the last working day of each month.' },
          { question: 'Where do I find my payslip?', answer: 'In the HR portal under "My documents".' },
          { question: 'Who do I ask about deductions?', answer: 'Write to payroll through the helpdesk.' },
        ],
      },
    },
    {
      name: 'Guidelines: Social media at work',
      category: 'guidelines',
      content: {
        intro: 'You are welcome to talk about your work online. Keep these rules in mind.',
        dos: ['Share public news from our website', 'Make clear that opinions are your own'],
        donts: ['Post customer names or internal figures', 'Reply to complaints on behalf of the company'],
        acknowledgement: 'I have read and will follow the social media guidelines.',
      },
    },
    {
      name: 'Dialogue: Handling an angry customer',
      category: 'dialogue',
      content: {
        speakers: [
          { id: 'customer', name: 'Mrs Sharma (customer)' },
          { id: 'agent', name: 'You' },
        ],
        steps: [
          {
            id: 'start',
            speakerId: 'customer',
            text: 'This is the third time my delivery is late. I want to cancel!',
            choices: [
              { text: 'I understand how frustrating that is. Let me check right now.', next: 'good' },
              { text: 'Deliveries are handled by another team.', next: 'bad' },
            ],
          },
          {
            id: 'good',
            speakerId: 'agent',
            text: 'Your parcel leaves our warehouse today, and I have waived the delivery fee.',
            next: 'thanks',
          },
          { id: 'thanks', speakerId: 'customer', text: 'Thank you, that is all I wanted to hear.' },
          {
            id: 'bad',
            speakerId: 'customer',
            text: 'So nobody is responsible? Then I will go elsewhere.',
            choices: [{ text: 'Try again and own the problem', next: 'start' }],
          },
        ],
      },
    },
    {
      name: 'HTML deck: Expense claims step by step',
      category: 'htmldeck',
      content: {
        pages: [
          { html: '<h2>1. Keep the receipt</h2><p>Take a photo of every receipt on the day you pay.</p>' },
          {
            html: '<h2>2. Submit within 30 days</h2><p>Add the claim in the HR portal with its cost centre.</p>',
          },
          {
            html: '<h2>3. Approval</h2><p>Your manager approves; finance also checks claims above 500 EUR.</p>',
          },
        ],
      },
    },
    {
      name: 'Decision flow: Can I accept this gift?',
      category: 'qdf',
      content: {
        nodes: [
          {
            id: 'value',
            kind: 'question',
            text: 'Is the gift worth more than 50 EUR?',
            options: [
              { label: 'Yes', next: 'decline' },
              { label: 'No', next: 'tender' },
            ],
          },
          {
            id: 'tender',
            kind: 'question',
            text: 'Is the giver part of a running tender with us?',
            options: [
              { label: 'Yes', next: 'decline' },
              { label: 'No', next: 'accept' },
            ],
          },
          {
            id: 'accept',
            kind: 'outcome',
            title: 'You may accept it',
            text: 'Record it in the gift register.',
          },
          {
            id: 'decline',
            kind: 'outcome',
            title: 'Decline politely',
            text: 'Thank the giver and explain our policy.',
          },
        ],
      },
    },
    {
      name: 'Recommendation: Keep learning',
      category: 'recommendation',
      content: {
        intro: 'Colleagues who finished this course went on with these.',
        items: [
          { title: 'Information Security Basics', kind: 'course', identifier: refs.securityCourse },
          { title: 'Customer Service Excellence', kind: 'course', identifier: refs.serviceCourse },
        ],
      },
    },
    {
      name: 'Course card: Customer Service Excellence',
      category: 'course',
      content: {
        identifier: refs.serviceCourse,
        title: 'Customer Service Excellence',
        description: 'Listen, resolve and follow up: the three habits of great service.',
        image: media.teamImage,
      },
    },
  ];
}

/** Reading formats that live on their own in the library. */
export function readingDemoArticles(media: DemoMedia): DemoArticle[] {
  return [
    {
      name: 'Demo Company opens its Pune campus',
      category: 'news',
      priority: 4,
      tags: ['Onboarding'],
      content: {
        html: '<p>Our new Pune campus opened on 3 March with room for 400 colleagues, a training centre and a rooftop garden.</p>',
        image: media.officeImage,
        publishedOn: '2026-03-03',
        source: 'Internal communications',
      },
    },
    {
      name: 'Our year in numbers',
      category: 'infographic',
      priority: 3,
      tags: ['Onboarding', 'Sales'],
      content: {
        title: 'Demo Company in 2026',
        sections: [
          { stat: '14', label: 'countries served' },
          { stat: '1,250', label: 'colleagues', description: 'across Berlin, Pune and Bengaluru' },
          { stat: '96%', label: 'customer satisfaction' },
        ],
      },
    },
    {
      name: 'Spotlight: Priya Nair, Customer Success',
      category: 'spotlight',
      priority: 2,
      tags: ['Sales'],
      content: {
        name: 'Priya Nair',
        role: 'Customer Success Lead, Bengaluru',
        quote: 'Every complaint is a customer telling us how to keep them.',
        html: '<p>Priya joined in 2019 and built our renewal playbook, now used in every region.</p>',
      },
    },
    {
      name: 'When the meeting has 30 people',
      category: 'meme',
      priority: 1,
      tags: ['Wellbeing'],
      content: {
        image: media.memeImage,
        alt: 'Purple card reading "Mute yourself!"',
        topText: 'When 30 people join the call',
        bottomText: 'and one forgot to mute',
      },
    },
  ];
}
