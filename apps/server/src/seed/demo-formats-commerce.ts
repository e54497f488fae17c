import type { DemoMedia } from './demo-assets';
import type { DemoArticle, DemoDeck } from './demo-insert';

/** The product range the sales formats describe. */
const STARTER = {
  name: 'Demo CRM Starter',
  price: 19,
  currency: 'EUR',
  category: 'CRM',
  description: 'Contacts, deals and email tracking for teams of up to 10 people, per user and month.',
};
const PROFESSIONAL = {
  name: 'Demo CRM Professional',
  price: 49,
  currency: 'EUR',
  category: 'CRM',
  description: 'Adds forecasting, custom pipelines and phone support, per user and month.',
};
const SERVICE_DESK = {
  name: 'Demo Service Desk',
  price: 29,
  currency: 'EUR',
  category: 'Support',
  description: 'Tickets, a customer portal and SLA reports, per agent and month.',
};

/** Product, data and community formats inside the showcase course. */
export function commerceDemoDecks(media: DemoMedia): DemoDeck[] {
  return [
    {
      name: 'Product catalog: Our plans',
      category: 'productcatalog',
      content: {
        intro: 'Everything we sell, with list prices.',
        products: [STARTER, PROFESSIONAL, SERVICE_DESK],
      },
    },
    {
      name: 'Product grid: CRM editions',
      category: 'productgrid',
      content: { intro: 'Compare the CRM editions at a glance.', products: [STARTER, PROFESSIONAL] },
    },
    {
      name: 'Product card: Demo CRM Professional',
      category: 'productcard',
      content: {
        product: { ...PROFESSIONAL, image: media.productImage },
        highlights: ['Sales forecasting', 'Unlimited custom pipelines', 'Phone support in 9 languages'],
      },
    },
    {
      name: 'Product FAQ: Demo CRM Starter',
      category: 'productfaq',
      content: {
        productName: STARTER.name,
        items: [
          { question: 'Is there a free trial?', answer: 'Yes, 30 days with all Professional features.' },
          { question: 'Can customers upgrade later?', answer: 'Any time; we credit the unused days.' },
          { question: 'Where is the data stored?', answer: 'In our Frankfurt data centre, under EU law.' },
        ],
      },
    },
    {
      name: 'Offer: Colleague discount on Professional',
      category: 'offer',
      settings: { maxPoints: 10 },
      content: {
        title: 'Colleague discount on Professional',
        description: 'Introduce a friend’s business to Demo CRM Professional.',
        benefit: '20% off the first year',
        code: 'FRIENDS20',
        validFrom: '2026-01-01',
        validUntil: '2027-12-31',
        terms: 'New customers only. One code per colleague.',
      },
    },
    {
      name: 'Table: Discount approval limits',
      category: 'responsivetable',
      content: {
        caption: 'Who may approve which discount',
        columns: ['Discount', 'Approver', 'Response time'],
        rows: [
          ['Up to 10%', 'Account manager', 'Immediately'],
          ['10% to 20%', 'Sales lead', 'One working day'],
          ['Over 20%', 'Head of sales', 'Three working days'],
        ],
      },
    },
    {
      name: 'Charts: Sales by quarter',
      category: 'interactivecharts',
      content: {
        intro: 'How our regions did this year (thousand EUR).',
        charts: [
          {
            title: 'Revenue by quarter',
            type: 'bar',
            unit: 'k EUR',
            series: ['Europe', 'India'],
            points: [
              { label: 'Q1', values: [820, 410] },
              { label: 'Q2', values: [870, 480] },
              { label: 'Q3', values: [910, 530] },
              { label: 'Q4', values: [990, 600] },
            ],
          },
          {
            title: 'Revenue by product',
            type: 'pie',
            unit: '%',
            series: ['Share'],
            points: [
              { label: 'CRM Starter', values: [35] },
              { label: 'CRM Professional', values: [45] },
              { label: 'Service Desk', values: [20] },
            ],
          },
        ],
      },
    },
    {
      name: 'Discussion: Your best customer tip',
      category: 'discussion',
      content: {
        html: '<p>What is one thing you do that makes customers come back? Share it and reply to a colleague.</p>',
        minComments: 1,
      },
    },
  ];
}

/** Commerce formats that live on their own in the library. */
export function commerceDemoArticles(): DemoArticle[] {
  return [
    {
      name: 'We are hiring: Inside Sales Representative',
      category: 'jobpost',
      priority: 2,
      tags: ['Sales'],
      content: {
        title: 'Inside Sales Representative',
        company: 'Demo Company',
        location: 'Bengaluru (hybrid)',
        employmentType: 'fullTime',
        html:
          '<p>Help small businesses choose the right CRM plan. You qualify leads, run demos and close deals.</p>' +
          '<ul><li>Two years of B2B sales experience</li><li>Fluent English; Kannada or Hindi a plus</li></ul>' +
          '<p>Know someone? Referrals that lead to a hire earn a 1,000 EUR bonus.</p>',
        applyEmail: 'careers@demo.example',
        closingDate: '2027-03-31',
      },
    },
  ];
}
