import { mergeAttributes, Node } from '@tiptap/react';

/**
 * Images inside rich text (`<img src alt>`). The starter kit has none, and without it an article's
 * existing images would be dropped the first time it is edited.
 */
export const ImageNode = Node.create({
  name: 'image',
  group: 'block',
  draggable: true,
  atom: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: '' }, title: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes, { loading: 'lazy' })];
  },
});
