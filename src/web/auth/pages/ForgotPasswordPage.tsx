import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import {
  forgotPasswordFormSchema,
  RESET_REQUESTED_MESSAGE,
  type ForgotPasswordForm,
} from '../../../shared/contracts/auth';
import { errorDetail } from '../../lib/api';
import { AuthCard } from '../components/AuthCard';
import { Field } from '../../ui/Field';
import { identityCall } from '../../lib/identityApi';

/**
 * Forgot password: asks for the email and always shows the same confirmation, whether or not the
 * email has an account (the server answers the same way too).
 */
export default function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordForm>({ resolver: zodResolver(forgotPasswordFormSchema), defaultValues: { email: '' } });

  const onSubmit = async ({ email }: ForgotPasswordForm) => {
    setFailure(null);
    try {
      await identityCall('/request-password-reset', { email });
      setSentTo(email);
    } catch (err) {
      setFailure(errorDetail(err, 'The request could not be sent. Please try again.'));
    }
  };

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle={sentTo ? undefined : 'Type the email of your account and we will send you a link to choose a new one.'}
      footer={<Link to="/sign-in">Back to sign in</Link>}
    >
      {sentTo ? (
        <div className="alert alert-success mb-0" role="status">
          <p className="mb-2">{RESET_REQUESTED_MESSAGE}</p>
          <p className="mb-0 small">
            Requested for <strong className="text-break">{sentTo}</strong>. Nothing arrived? Check your spam folder, or{' '}
            <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => setSentTo(null)}>
              try again
            </button>
            .
          </p>
        </div>
      ) : (
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          {failure && (
            <div className="alert alert-danger" role="alert">
              {failure}
            </div>
          )}
          <Field
            id="forgot-email"
            label="Your email"
            type="email"
            autoComplete="email"
            placeholder="example@company.com"
            required
            registration={register('email')}
            error={errors.email?.message}
          />
          <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Recover password'}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
