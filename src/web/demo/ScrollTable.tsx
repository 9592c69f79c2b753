import type { ReactNode } from 'react';
import Table, { type TableProps } from 'react-bootstrap/Table';

/**
 * A table that scrolls sideways on narrow screens inside a keyboard-focusable, labelled region
 * (axe: scrollable-region-focusable), unlike react-bootstrap's `responsive` wrapper.
 */
export function ScrollTable({ label, children, ...props }: TableProps & { label: string; children: ReactNode }) {
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={label}>
      <Table {...props}>{children}</Table>
    </div>
  );
}
