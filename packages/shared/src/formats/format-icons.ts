import { baseReaderType, type ReaderType } from '../progress/reader-types.ts';

/**
 * The Tabler icon (https://tabler.io/icons) of each format, e.g. IconArticle. Kept apart from the
 * formats' schemas so that a screen showing formats' icons (the home's cards) loads no zod; the
 * registry gives each FormatDefinition its icon from here.
 */
export const FORMAT_ICONS: Readonly<Record<ReaderType, string>> = {
  article: 'IconArticle',
  story: 'IconSlideshow',
  listicle: 'IconListNumbers',
  infographic: 'IconChartInfographic',
  gallery: 'IconPhoto',
  faq: 'IconHelp',
  news: 'IconNews',
  guidelines: 'IconListCheck',
  spotlight: 'IconStar',
  dialogue: 'IconMessages',
  meme: 'IconMoodHappy',
  htmldeck: 'IconCode',
  qdf: 'IconBinaryTree',
  recommendation: 'IconThumbUp',
  course: 'IconSchool',
  assessment: 'IconChecklist',
  game: 'IconDeviceGamepad2',
  challenge: 'IconTargetArrow',
  survey: 'IconClipboardList',
  poll: 'IconChartBar',
  rating: 'IconStar',
  profiler: 'IconUserQuestion',
  recommender: 'IconThumbUp',
  flashcards: 'IconCards',
  scratchcards: 'IconGift',
  scratchcard: 'IconTicket',
  checklist: 'IconListCheck',
  calculator: 'IconCalculator',
  video: 'IconVideo',
  interactivevideo: 'IconPlayerPlay',
  reel: 'IconDeviceMobile',
  podcast: 'IconMicrophone',
  playlist: 'IconPlaylist',
  webinar: 'IconDeviceDesktopAnalytics',
  event: 'IconCalendarEvent',
  document: 'IconFileTypePdf',
  downloadable: 'IconDownload',
  documentsubmission: 'IconFileUpload',
  photosubmission: 'IconPhotoUp',
  videosubmission: 'IconVideoPlus',
  iframe: 'IconWorldWww',
  certificate: 'IconCertificate',
  badge: 'IconAward',
  medal: 'IconMedal',
  reward: 'IconGift',
  leaderboard: 'IconTrophy',
  scorm: 'IconPackage',
  scormexam: 'IconPackage',
  offer: 'IconDiscount',
  productcatalog: 'IconBuildingStore',
  productcard: 'IconTag',
  productgrid: 'IconLayoutGrid',
  productfaq: 'IconHelpHexagon',
  jobpost: 'IconBriefcase',
  responsivetable: 'IconTable',
  interactivecharts: 'IconChartBar',
  discussion: 'IconMessageCircle',
};

/** The icon of a reader type's format (deck suffix allowed), or undefined when there is none. */
export function formatIconOf(readerType: string): string | undefined {
  const base = baseReaderType(readerType);
  return base === undefined ? undefined : FORMAT_ICONS[base];
}
