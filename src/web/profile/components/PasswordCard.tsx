import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { okSchema, passwordChangeSchema, type PasswordChange } from '../../../shared/contracts/profile';
import { PASSWORD_MIN } from '../../../shared/contracts/auth-limits';
import type { CurrentUser } from '../../lib/AuthProvider';
import { api, errorDetail, isApiError } from '../../lib/api';
import { useToast } from '../../ui/toast';
import { Field } from '../../ui/Field';
import { describeStrength, usePasswordStrength, weakPasswordMessage } from '../../lib/usePasswordStrength';

const PASSWORD_CHANGED = 'Password changed. Your other devices were signed out.';
const passwordFailed = (message: string) => `Failed to change password: ${message}`;

/** Change the password: the current one, then the new one (checked for strength as it is typed). */
export function PasswordCard({ user }: { user: CurrentUser }) {
  const toast = useToast();
  const form = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { current_password: '', new_password: '' },
  });
  const {
    register,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const next = useWatch({ control, name: 'new_password' });
  const inputs = [user.email, user.username];
  const strength = usePasswordStrength(next, inputs);

  const change = async (values: PasswordChange) => {
    const weak = await weakPasswordMessage(values.new_password, inputs);
    if (weak) {
      setError('new_password', { message: weak });
      return;
    }
    try {
      await api('/api/me/password', { method: 'POST', body: values, schema: okSchema });
      form.reset({ current_password: '', new_password: '' });
      toast.success(PASSWORD_CHANGED);
    } catch (err) {
      const detail = errorDetail(err, (err as Error).message);
      if (isApiError(err, 400) && /current password/i.test(detail)) setError('current_password', { message: detail });
      toast.error(passwordFailed(detail));
    }
  };

  return (
    <section className="card border-0 shadow-sm" aria-labelledby="password-title">
      <form className="card-body p-4" onSubmit={form.handleSubmit(change)} noValidate>
        <h2 id="password-title" className="h5 mb-3">
          Password
        </h2>
        {/* For password managers: the account the password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <Field
          id="password-current"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          registration={register('current_password')}
          error={errors.current_password?.message}
        />
        <Field
          id="password-new"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN} characters.${strength ? ` ${describeStrength(strength)}` : ''}`}
          registration={register('new_password')}
          error={errors.new_password?.message}
        />
        <button type="submit" className="btn btn-outline-primary w-100" disabled={isSubmitting}>
          {isSubmitting ? 'Changing…' : 'Change password'}
        </button>
      </form>
    </section>
  );
}
