import type { DemoMedia } from './demo-assets';
import type { DemoDeck } from './demo-insert';

/** Names the end-to-end tests look for. */
export const VIDEO_DECK_NAME = 'Video: Welcome from the CEO';
export const SCORM_DECK_NAME = 'SCORM: Fire safety module';

/**
 * Public CC0 and sample media (never fetched by the seed or its tests; the browser loads them).
 * Small generated pictures and the handbook PDF are uploaded assets instead (demo-assets.ts).
 */
const SAMPLE = {
  calmClip: 'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4',
  calmClipWebm: 'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.webm',
  episode: 'https://www.soundhelix.com/examples/mp3/SoundHelix-Song-1.mp3',
  focusMusic: 'https://www.soundhelix.com/examples/mp3/SoundHelix-Song-2.mp3',
};

/** Video, audio, documents, events, submissions and web pages. */
export function mediaDemoDecks(media: DemoMedia): DemoDeck[] {
  return [
    {
      name: VIDEO_DECK_NAME,
      category: 'video',
      content: {
        url: media.welcomeVideo,
        poster: media.officeImage,
        description:
          'A short hello from our CEO before her welcome session. Watch it to the end: only the parts you play count.',
      },
    },
    {
      name: 'Interactive video: A mindful minute',
      category: 'interactivevideo',
      content: {
        url: SAMPLE.calmClip,
        description: 'Pause for a minute between meetings. The video asks two short questions along the way.',
        questions: [
          {
            id: 'breaks',
            type: 'single',
            prompt: 'How often should you take a short screen break?',
            options: [
              { id: 'b1', text: 'Every hour' },
              { id: 'b2', text: 'Once a day' },
            ],
            answer: ['b1'],
          },
          {
            id: 'eap',
            type: 'truefalse',
            prompt: 'Our employee assistance programme is free and confidential.',
            answer: true,
          },
        ],
        cues: [
          { questionId: 'breaks', at: 3 },
          { questionId: 'eap', at: 7 },
        ],
      },
    },
    {
      name: 'Reel: Breathe between meetings',
      category: 'reel',
      content: {
        clips: [
          { url: SAMPLE.calmClip, caption: 'Breathe in for four seconds' },
          { url: SAMPLE.calmClipWebm, caption: 'Breathe out for six seconds' },
        ],
      },
    },
    {
      name: 'Podcast: Sales stories, episode 1',
      category: 'podcast',
      content: {
        url: SAMPLE.episode,
        cover: media.teamImage,
        description: 'Our top account managers on the renewal that almost got away.',
        chapters: [
          { title: 'Introductions', at: 0 },
          { title: 'The warning signs', at: 90 },
          { title: 'Winning the customer back', at: 210 },
        ],
      },
    },
    {
      name: 'Playlist: Focus time',
      category: 'playlist',
      content: {
        items: [
          { title: 'Settle in: a calm minute', url: SAMPLE.calmClip, kind: 'video' },
          { title: 'Deep work soundtrack', url: SAMPLE.focusMusic, kind: 'audio' },
        ],
      },
    },
    {
      name: 'Webinar: Quarterly town hall',
      category: 'webinar',
      content: {
        title: 'Quarterly town hall',
        description: 'Results of the quarter, new joiners and open questions to the leadership team.',
        startsAt: '2027-01-14T09:30:00.000Z',
        durationMinutes: 60,
        timezone: 'Asia/Kolkata',
        joinUrl: 'https://meet.demo.example/town-hall',
      },
    },
    {
      name: 'Event: Fire drill, Pune campus',
      category: 'event',
      content: {
        title: 'Fire drill, Pune campus',
        description: 'Leave by the nearest exit when the alarm sounds and gather at assembly point B.',
        startsAt: '2027-02-03T05:30:00.000Z',
        durationMinutes: 30,
        timezone: 'Asia/Kolkata',
        location: 'Pune campus, all floors',
      },
    },
    {
      name: 'Document: Employee handbook',
      category: 'document',
      content: {
        url: media.handbookPdf,
        description: 'Working hours, leave and absence: the essentials of our employee handbook.',
      },
    },
    {
      name: 'Downloadable: Handbook for offline reading',
      category: 'downloadable',
      content: {
        url: media.handbookPdf,
        fileName: 'employee-handbook.pdf',
        isPdf: true,
        description: 'Keep a copy of the handbook on your laptop or phone.',
      },
    },
    {
      name: 'Document submission: Signed code of conduct',
      category: 'documentsubmission',
      content: {
        instructions: 'Sign the code of conduct you received by email and upload it as a PDF.',
        accepted: ['application/pdf'],
      },
    },
    {
      name: 'Photo submission: Your workspace',
      category: 'photosubmission',
      content: {
        instructions: 'Share a photo of your desk set-up so our ergonomics team can give you tips.',
        accepted: ['image/jpeg', 'image/png'],
      },
    },
    {
      name: 'Video submission: Your 30-second pitch',
      category: 'videosubmission',
      content: {
        instructions: 'Record a 30-second pitch of our product for a new customer and upload it.',
        accepted: ['video/mp4', 'video/webm'],
      },
    },
    {
      name: 'Webpage: What is phishing?',
      category: 'iframe',
      content: {
        url: 'https://en.wikipedia.org/wiki/Phishing',
        title: 'Wikipedia article on phishing',
        height: 700,
      },
    },
  ];
}

/** Awards, the leaderboard and SCORM. */
export function awardDemoDecks(media: DemoMedia): DemoDeck[] {
  return [
    {
      name: SCORM_DECK_NAME,
      category: 'scorm',
      settings: { maxPoints: 100, passingPercentage: 80 },
      content: { packageId: media.scormPackageId },
    },
    {
      name: 'SCORM exam: Fire safety check',
      category: 'scormexam',
      settings: { maxPoints: 100, passingPercentage: 80, attemptsAllowed: 3 },
      content: { packageId: media.scormPackageId },
    },
    {
      name: 'Badge: Security champion',
      category: 'badge',
      settings: { maxPoints: 50 },
      content: {
        title: 'Security champion',
        description: 'For colleagues who know how to spot and report phishing.',
        image: media.badgeImage,
      },
    },
    {
      name: 'Medal: Format explorer',
      category: 'medal',
      settings: { maxPoints: 75 },
      content: { title: 'Format explorer', description: 'You tried every kind of learning we offer.' },
    },
    {
      name: 'Reward: Company shop voucher',
      category: 'reward',
      settings: { maxPoints: 0 },
      content: {
        title: 'Company shop voucher',
        description: 'A 15 EUR voucher for the Demo Company shop.',
        howToClaim: 'Show this screen at reception to collect your voucher.',
      },
    },
    {
      name: 'Leaderboard: Showcase champions',
      category: 'leaderboard',
      settings: { maxPoints: 10 },
      content: { title: 'Showcase champions', scope: 'course', window: 'all' },
    },
    {
      name: 'Certificate: Formats Showcase graduate',
      category: 'certificate',
      settings: { maxPoints: 50 },
      content: { title: 'Formats Showcase graduate', requireCourseCompletion: false },
    },
  ];
}
