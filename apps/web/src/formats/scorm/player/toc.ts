import type { ScormTocItem } from '@lp/shared/formats/scorm';
import type { PlayerTexts } from './texts.ts';

/**
 * The player's table of contents and its previous / next buttons (plain DOM: the player page is a
 * small separate entry on the content origin, without the app's React), in the reader's language.
 */
export interface TocView {
  element: HTMLElement;
  render(items: ScormTocItem[], currentId: string | null, can: { previous: boolean; next: boolean }): void;
}

export function createToc(
  doc: Document,
  actions: { choose(id: string): void; previous(): void; next(): void },
  text: PlayerTexts,
): TocView {
  const element = doc.createElement('nav');
  element.className = 'player-toc';
  element.setAttribute('aria-label', text.contents);
  const list = doc.createElement('ol');
  const buttons = doc.createElement('div');
  buttons.className = 'player-nav';
  const button = (label: string, onClick: () => void) => {
    const b = doc.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.addEventListener('click', onClick);
    return b;
  };
  const previous = button(text.previous, actions.previous);
  const next = button(text.next, actions.next);
  buttons.append(previous, next);
  element.append(list, buttons);

  return {
    element,
    render(items, currentId, can) {
      list.replaceChildren(
        ...items
          .filter((item) => item.visible)
          .map((item) => {
            const li = doc.createElement('li');
            li.style.paddingInlineStart = `${item.depth}rem`;
            const label = item.url ? `${item.title} (${text.status[item.status]})` : item.title;
            if (!item.url) {
              li.textContent = label;
              return li;
            }
            const choose = button(label, () => actions.choose(item.id));
            choose.dataset.item = item.id;
            choose.disabled = !item.selectable && item.id !== currentId;
            if (item.id === currentId) choose.setAttribute('aria-current', 'step');
            li.append(choose);
            return li;
          }),
      );
      previous.disabled = !can.previous;
      next.disabled = !can.next;
    },
  };
}
