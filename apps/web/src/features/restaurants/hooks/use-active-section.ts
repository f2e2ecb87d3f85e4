/** Which section the reader is in: the last one whose top has passed under the sticky tabs. */
import { useEffect, useState } from 'react';
import type { SectionId } from '../profile-sections';

/** Pixels from the viewport top where a section counts as reached (top bar plus tabs). */
export function stickyOffset(): number {
  // The top bar is the page's first <header>; the tabs mark themselves.
  const header = document.querySelector('header');
  const tabs = document.querySelector('[data-profile-tabs]');
  return (
    (header?.getBoundingClientRect().height ?? 0) + (tabs?.getBoundingClientRect().height ?? 0)
  );
}

export function useActiveSection(sections: readonly SectionId[]) {
  const [active, setActive] = useState<SectionId | undefined>(sections[0]);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = stickyOffset() + 16;
      let current = sections[0];
      for (const id of sections) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= line) current = id;
      }
      // At the very bottom the last short section cannot reach the line: it is still the one read.
      const atBottom =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      if (window.scrollY <= 0) setActive(sections[0]);
      else setActive(atBottom ? sections[sections.length - 1] : current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [sections]);

  return [active, setActive] as const;
}
