/**
 * The words of a deck's content a voiceover reads (SPEC §3 deck setting, §9 team flag): every
 * text value of the content in order, without addresses, ids, colours or markup. Formats keep
 * their text under many keys (title, question, options, body...), so this reads them all and
 * leaves out only keys that never hold words.
 */
const NOT_WORDS =
  /(^|_)(id|ids|url|urls|src|href|image|images|icon|poster|thumbnail|video|audio|file|color|colour|type|kind|mime|lang|language|format|layout|style|identifier)$/i;
const ADDRESS = /^(https?:|data:|blob:|mailto:|\/)/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COLOUR = /^#[0-9a-f]{3,8}$/i;

const BLOCKS = 'p,div,li,br,h1,h2,h3,h4,h5,h6,tr,td,th,blockquote,section,article';

/**
 * Text of HTML, through the browser's own parser (nothing runs: a parsed document is inert);
 * scripts and styles are no words, and blocks end with a space so their words stay apart.
 */
function plainText(value: string): string {
  if (!/[<&]/.test(value)) return value;
  const { body } = new DOMParser().parseFromString(value, 'text/html');
  for (const hidden of body.querySelectorAll('script,style,noscript,template')) hidden.remove();
  for (const block of body.querySelectorAll(BLOCKS)) block.append(' ');
  return body.textContent ?? '';
}

function collect(value: unknown, key: string, out: string[]): void {
  if (NOT_WORDS.test(key)) return;
  if (typeof value === 'string') {
    const text = plainText(value).replace(/\s+/g, ' ').trim();
    if (text && !ADDRESS.test(text) && !UUID.test(text) && !COLOUR.test(text)) out.push(text);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, key, out);
  } else if (value && typeof value === 'object') {
    for (const [childKey, child] of Object.entries(value)) collect(child, childKey, out);
  }
}

/** The deck's name then its content's words, one sentence each, as one text to speak. */
export function speakableText(name: string, content: unknown): string {
  const parts: string[] = [];
  collect(name, '', parts);
  collect(content, '', parts);
  return parts.map((part) => (/[.!?।॥:;]$/.test(part) ? part : `${part}.`)).join(' ');
}
