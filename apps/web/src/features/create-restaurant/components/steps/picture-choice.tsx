/** One picture to take as the preview: a toggle button showing it, pressed when it is the choice. */
import { responsiveSrcSet } from '@tablefor/shared';
import styles from './picture-picker.module.css';

type PictureChoiceProps = {
  src: string;
  label: string;
  chosen: boolean;
  onPick: (src: string) => void;
};

export function PictureChoice({ src, label, chosen, onPick }: PictureChoiceProps) {
  return (
    <li>
      <button
        type="button"
        className={styles.choice}
        aria-pressed={chosen}
        aria-label={label}
        onClick={() => onPick(src)}
      >
        <img
          src={src}
          srcSet={responsiveSrcSet(src) || undefined}
          sizes="(min-width: 768px) 200px, 50vw"
          alt=""
          loading="lazy"
          className={styles.choiceImage}
        />
      </button>
    </li>
  );
}
