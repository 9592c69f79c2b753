import type { LandingMessages } from '../messages';
import { Icon } from './Icon';

export function BackToTop({ text }: { text: LandingMessages }) {
  return (
    <a className="to-top" href="#top" aria-label={text.backToTop} data-to-top>
      <Icon name="fa-arrow-up" />
    </a>
  );
}
