import { Icon } from './Icon';

/** The docs/product.md#rules-and-limits placeholder image: a theme-coloured panel drawn in CSS, no request. */
export function Placeholder({ icon, className }: { icon: string; className?: string }) {
  return (
    <div className={className ? `ph ${className}` : 'ph'} aria-hidden="true">
      <Icon name={icon} className="ph-icon" />
    </div>
  );
}
