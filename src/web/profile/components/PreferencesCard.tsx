import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { userDocumentSchema } from '../../../shared/contracts/profile';
import type { CurrentUser } from '../../lib/AuthProvider';
import { api, errorDetail } from '../../lib/api';
import { useToast } from '../../ui/toast';
import { browserTimeZoneOrNull } from '../../lib/timeZone';

const PREFERENCES_SAVED = 'Preferences saved';
const preferencesFailed = (message: string) => `Failed to save preferences: ${message}`;

/** The IANA time zones this browser knows (Intl.supportedValuesOf), UTC first, and the saved one if the list lacks it. */
function timeZoneOptions(saved: string | null | undefined): string[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const list = ['UTC', ...zones.filter((z) => z !== 'UTC')];
  if (saved && !list.includes(saved)) list.unshift(saved);
  return list;
}

/** Time zone and which emails are sent (docs/product.md#settings). */
export function PreferencesCard({ user, onSaved }: { user: CurrentUser; onSaved(): void }) {
  const toast = useToast();
  const [timeZone, setTimeZone] = useState(user.time_zone ?? '');
  const [digest, setDigest] = useState(user.email_digest ?? true);
  const [leadAlerts, setLeadAlerts] = useState(user.email_lead_alerts ?? true);
  const [saving, setSaving] = useState(false);
  const zones = useMemo(() => timeZoneOptions(user.time_zone), [user.time_zone]);
  const here = browserTimeZoneOrNull();

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      await api('/api/me/preferences', {
        method: 'PUT',
        body: { time_zone: timeZone || null, email_digest: digest, email_lead_alerts: leadAlerts },
        schema: userDocumentSchema,
      });
      toast.success(PREFERENCES_SAVED);
      onSaved();
    } catch (err) {
      toast.error(preferencesFailed(errorDetail(err, (err as Error).message)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card border-0 shadow-sm" aria-labelledby="preferences-title">
      <form className="card-body p-4" onSubmit={save} noValidate>
        <h2 id="preferences-title" className="h5 mb-3">
          Time zone and emails
        </h2>
        <div className="mb-3">
          <label htmlFor="preferences-time-zone" className="form-label fw-medium">
            Time zone
          </label>
          <select
            id="preferences-time-zone"
            className="form-select"
            value={timeZone}
            onChange={(e) => setTimeZone(e.target.value)}
            aria-describedby="preferences-time-zone-hint"
          >
            <option value="">Not set</option>
            {zones.map((z) => (
              <option key={z} value={z}>
                {z.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
          <div id="preferences-time-zone-hint" className="form-text">
            {here ? `This browser is on ${here.replace(/_/g, ' ')}.` : 'The time zone of your days and emails.'}
            {here && timeZone !== here && zones.includes(here) && (
              <button
                type="button"
                className="btn btn-link btn-sm p-0 ms-1 align-baseline"
                onClick={() => setTimeZone(here)}
              >
                Use it
              </button>
            )}
          </div>
        </div>
        <Switch id="preferences-digest" className="mb-2" checked={digest} onChange={setDigest}>
          Weekly digest email (Monday morning, for each live page whose digest is on)
        </Switch>
        <Switch id="preferences-lead-alerts" className="mb-3" checked={leadAlerts} onChange={setLeadAlerts}>
          An email for each new lead (the bell lists every lead either way)
        </Switch>
        <button type="submit" className="btn btn-outline-primary w-100" disabled={saving}>
          {saving ? 'Saving…' : 'Save preferences'}
        </button>
      </form>
    </section>
  );
}

/** One email preference: a Bootstrap switch and its label. */
function Switch(props: {
  id: string;
  className: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <div className={`form-check form-switch ${props.className}`}>
      <input
        id={props.id}
        className="form-check-input"
        type="checkbox"
        role="switch"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <label className="form-check-label" htmlFor={props.id}>
        {props.children}
      </label>
    </div>
  );
}
