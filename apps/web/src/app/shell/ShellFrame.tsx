import type { CSSProperties, ReactNode } from 'react';
import classes from './ShellFrame.module.css';

/**
 * A dialog that locks the page's scrolling (Mantine's Modal and Drawer, through react-remove-scroll)
 * pads fixed elements with this class by the scrollbar's width, so the top and bottom bars do not
 * shift. Named here rather than imported, so the frame does not load the scroll lock itself.
 */
const KEEP_CLEAR_OF_SCROLLBAR = 'right-scroll-bar-position';

interface ShellFrameProps {
  /** Heights and width in px; a part without a size is not shown. */
  headerHeight: number;
  navbarWidth?: number;
  footerHeight?: number;
  header: ReactNode;
  navbar?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in frame's layout: the top bar, the menu (its own navigation landmark), the screen and the
 * bottom bar, positioned by CSS alone (Mantine's AppShell also brings resizable panels and the scroll lock, which the learner's
 * frame does not use, to every signed-in screen's first download).
 */
export function ShellFrame({
  headerHeight,
  navbarWidth,
  footerHeight,
  header,
  navbar,
  footer,
  children,
}: ShellFrameProps) {
  const sizes = {
    '--shell-header': `${headerHeight}px`,
    '--shell-navbar': navbar && navbarWidth ? `${navbarWidth}px` : '0px',
    '--shell-footer': footer && footerHeight ? `${footerHeight}px` : '0px',
  } as CSSProperties;
  return (
    <div className={classes.frame} style={sizes}>
      <header className={`${classes.header} ${KEEP_CLEAR_OF_SCROLLBAR}`}>{header}</header>
      {navbar && <div className={classes.navbar}>{navbar}</div>}
      <main className={classes.main}>{children}</main>
      {footer && <footer className={`${classes.footer} ${KEEP_CLEAR_OF_SCROLLBAR}`}>{footer}</footer>}
    </div>
  );
}
