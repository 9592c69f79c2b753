import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN, resetPasswordFormSchema, type ResetPasswordForm } from '../../../shared/contracts/auth';
import { errorDetail, isApiError } from '../../lib/api';
import { AuthCard } from '../components/AuthCard';
import { Field } from '../../ui/Field';
import { identityCall } from '../../lib/identityApi';
import { describeStrength, usePasswordStrength, weakPasswordMessage } from '../../lib/usePasswordStrength';

const RESET_DONE_MESSAGE = 'Your password has been changed. Sign in with your new password.';
const RESET_LINK_INVALID =
  'This reset link has expired or has already been used. Request a new link to reset your password.';

/** Reset password: opened from the emailed link `/reset-password?token=…`. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(token ? null : RESET_LINK_INVALID);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const strength = usePasswordStrength(watch('password'));

  const onSubmit = async (values: ResetPasswordForm) => {
    setFailure(null);
    const weak = await weakPasswordMessage(values.password);
    if (weak) {
      setError('password', { message: weak }, { shouldFocus: true });
      return;
    }
    try {
      await identityCall('/reset-password', { token, newPassword: values.password });
      navigate('/sign-in', { replace: true, state: { message: RESET_DONE_MESSAGE } });
    } catch (err) {
      if (isApiError(err, 400) && /token/i.test(err.detail)) setFailure(RESET_LINK_INVALID);
      else setFailure(errorDetail(err, 'The password could not be changed. Please try again.'));
    }
  };

  const linkDead = failure === RESET_LINK_INVALID;
  return (
    <AuthCard
      title="Reset password"
      subtitle={linkDead ? undefined : 'Choose a new password for your account.'}
      footer={<Link to="/sign-in">Back to sign in</Link>}
    >
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
          {linkDead && (
            <div className="mt-2">
              <Link to="/forgot-password" className="alert-link">
                Request a new link
              </Link>
            </div>
          )}
        </div>
      )}
      {!linkDead && (
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <Field
            id="reset-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            hint={`At least ${PASSWORD_MIN} characters.${strength ? ` ${describeStrength(strength)}` : ''}`}
            registration={register('password')}
            error={errors.password?.message}
          />
          <Field
            id="reset-confirm"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            registration={register('confirmPassword')}
            error={errors.confirmPassword?.message}
          />
          <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Reset password'}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
