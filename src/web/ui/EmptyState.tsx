import type { ComponentType, ReactNode } from 'react';

export interface EmptyStateProps {
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** What is not here yet ("No ad campaigns available"). */
  title: string;
  /** The next step, in words. */
  children?: ReactNode;
  /** The next step as a control (a button or link), when there is one on the spot. */
  action?: ReactNode;
}

/** The design system's empty state: an icon, what is missing, and what to do next. */
export function EmptyState({ icon: Icon, title, children, action }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <span className="empty-state-icon" aria-hidden="true">
        <Icon size={22} aria-hidden />
      </span>
      <p className="empty-state-title">{title}</p>
      {children ? <p className="empty-state-text">{children}</p> : null}
      {action}
    </div>
  );
}
