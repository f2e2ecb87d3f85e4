/** Three landing images rotating every 5 s, with dots and a pause button; still under reduced motion. */
import { useEffect, useState, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from '@/i18n/use-translation';
import type { TranslationKey } from '@/i18n/translator';
import { PauseIcon, PlayIcon } from '@/components/icons/icons';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import styles from './hero-carousel.module.css';
import { responsiveSrcSet } from '@tablefor/shared';

export const SLIDE_INTERVAL_MS = 5000;

const slides: { src: string; alt: TranslationKey }[] = [
  { src: '/images/landing-1.svg', alt: 'landing.slides.one' },
  { src: '/images/landing-2.svg', alt: 'landing.slides.two' },
  { src: '/images/landing-3.svg', alt: 'landing.slides.three' },
];

export function HeroCarousel({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // The first slide is the page's largest picture: asked for before anything else.
  preload(slides[0]!.src, {
    as: 'image',
    fetchPriority: 'high',
    imageSrcSet: responsiveSrcSet(slides[0]!.src),
    imageSizes: '100vw',
  });
  const reducedMotion = usePrefersReducedMotion();
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const [failed, setFailed] = useState<Set<number>>(() => new Set());
  const playing = !paused && !held && !reducedMotion;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(
      () => setActive((index) => (index + 1) % slides.length),
      SLIDE_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [playing]);

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('landing.carouselRole')}
      aria-label={t('landing.carousel')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
    >
      <div className={styles.slides} aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <div
            key={slide.src}
            className={`${styles.slide} ${styles[`tone${index}`]} ${index === active ? styles.active : ''}`}
            role="group"
            aria-roledescription={t('landing.slideRole')}
            aria-label={t('landing.slideLabel', { index: index + 1, total: slides.length })}
            aria-hidden={index !== active}
          >
            {!failed.has(index) && (
              <img
                src={slide.src}
                srcSet={responsiveSrcSet(slide.src)}
                sizes="100vw"
                alt={t(slide.alt)}
                className={styles.image}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                onError={() => setFailed((current) => new Set(current).add(index))}
              />
            )}
          </div>
        ))}
      </div>
      <div className={styles.scrim} />
      <div className={styles.content}>{children}</div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          aria-label={playing ? t('landing.pause') : t('landing.play')}
          onClick={() => setPaused(playing)}
          disabled={reducedMotion}
        >
          {playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
        </button>
        {slides.map((slide, index) => (
          <button
            key={slide.src}
            type="button"
            className={styles.dot}
            aria-label={t('landing.showSlide', { index: index + 1 })}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => setActive(index)}
          />
        ))}
      </div>
    </section>
  );
}
