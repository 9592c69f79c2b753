import { NavLink } from 'react-router';
import { ORDER_SECTIONS, sectionPath } from './sections';

/**
 * The order dashboard's section navigation: links (Tab reaches each, Enter opens it), the current
 * one marked with aria-current="page" (NavLink). It stays in view under the top bar while the
 * section scrolls, and on a phone scrolls sideways when the labels do not fit.
 */
export function OrderSectionNav({ orderId }: { orderId: string }) {
  return (
    <nav className="ip-section-nav mb-4" aria-label="Order dashboard sections">
      <ul className="nav nav-underline flex-nowrap">
        {ORDER_SECTIONS.map((s) => (
          <li className="nav-item" key={s.id}>
            <NavLink
              to={sectionPath(orderId, s.id)}
              end
              className={({ isActive }) => `nav-link text-nowrap${isActive ? ' active' : ''}`}
            >
              {s.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
