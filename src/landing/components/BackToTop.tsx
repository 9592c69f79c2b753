import { Icon } from './Icon';

export function BackToTop() {
  return (
    <a className="to-top" href="#top" aria-label="Back to top" data-to-top>
      <Icon name="fa-arrow-up" />
    </a>
  );
}
