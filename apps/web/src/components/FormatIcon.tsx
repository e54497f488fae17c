import { formatIconOf } from '@lp/shared/formats/format-icons';
import * as icons from '@tabler/icons-react';
import type { ComponentType } from 'react';

/**
 * The Tabler icons the formats name (format-icons.ts, without the formats' schemas), by name. Each is read as a named
 * member of the namespace, so the bundle still keeps only these.
 */
const ICONS: Record<string, ComponentType<icons.IconProps>> = {
  IconArticle: icons.IconArticle,
  IconAward: icons.IconAward,
  IconBinaryTree: icons.IconBinaryTree,
  IconBriefcase: icons.IconBriefcase,
  IconBuildingStore: icons.IconBuildingStore,
  IconCalculator: icons.IconCalculator,
  IconCalendarEvent: icons.IconCalendarEvent,
  IconCards: icons.IconCards,
  IconCertificate: icons.IconCertificate,
  IconChartBar: icons.IconChartBar,
  IconChartInfographic: icons.IconChartInfographic,
  IconChecklist: icons.IconChecklist,
  IconClipboardList: icons.IconClipboardList,
  IconCode: icons.IconCode,
  IconDeviceDesktopAnalytics: icons.IconDeviceDesktopAnalytics,
  IconDeviceGamepad2: icons.IconDeviceGamepad2,
  IconDeviceMobile: icons.IconDeviceMobile,
  IconDiscount: icons.IconDiscount,
  IconDownload: icons.IconDownload,
  IconFileTypePdf: icons.IconFileTypePdf,
  IconFileUpload: icons.IconFileUpload,
  IconGift: icons.IconGift,
  IconHelp: icons.IconHelp,
  IconHelpHexagon: icons.IconHelpHexagon,
  IconLayoutGrid: icons.IconLayoutGrid,
  IconListCheck: icons.IconListCheck,
  IconListNumbers: icons.IconListNumbers,
  IconMedal: icons.IconMedal,
  IconMessageCircle: icons.IconMessageCircle,
  IconMessages: icons.IconMessages,
  IconMicrophone: icons.IconMicrophone,
  IconMoodHappy: icons.IconMoodHappy,
  IconNews: icons.IconNews,
  IconPackage: icons.IconPackage,
  IconPhoto: icons.IconPhoto,
  IconPhotoUp: icons.IconPhotoUp,
  IconPlayerPlay: icons.IconPlayerPlay,
  IconPlaylist: icons.IconPlaylist,
  IconSchool: icons.IconSchool,
  IconSlideshow: icons.IconSlideshow,
  IconStar: icons.IconStar,
  IconTable: icons.IconTable,
  IconTag: icons.IconTag,
  IconTargetArrow: icons.IconTargetArrow,
  IconThumbUp: icons.IconThumbUp,
  IconTicket: icons.IconTicket,
  IconTrophy: icons.IconTrophy,
  IconUserQuestion: icons.IconUserQuestion,
  IconVideo: icons.IconVideo,
  IconVideoPlus: icons.IconVideoPlus,
  IconWorldWww: icons.IconWorldWww,
};

/** The icon of a reader type's format; a plain file icon for an unknown one. */
export function FormatIcon({ readerType, ...props }: icons.IconProps & { readerType: string }) {
  const Icon = ICONS[formatIconOf(readerType) ?? ''] ?? icons.IconFile;
  return <Icon aria-hidden {...props} />;
}
