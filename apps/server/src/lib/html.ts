import sanitizeHtml from 'sanitize-html';

/**
 * Rich text as stored: formatting, links, images, tables and video embeds from YouTube and Vimeo
 * survive; scripts, event handlers, styles and other iframes do not. Every HTML field a creator or
 * learner sends goes through this before it is stored.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'figure',
    'figcaption',
    'iframe',
    'u',
    's',
    'mark',
    'sub',
    'sup',
  ],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder'],
    '*': ['class', 'dir', 'lang'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

/** Sanitized rich text (see RICH_TEXT for what is kept). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}

/** Plain text: every tag removed, entities kept escaped. For comments and short fields. */
export function stripHtml(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
}

/**
 * A social post: text formatting, lists, quotes, code and links only (images come as uploads, not
 * in the text). Links keep http(s) and mailto and open in a new tab without an opener.
 */
const POST_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_TEXT);
}
