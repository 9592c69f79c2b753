import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import type { SignUpForm } from '../../../shared/contracts/auth';
import { PASSWORD_MIN, USERNAME_MAX } from '../../../shared/contracts/auth-limits';
import { errorDetail } from '../../lib/api';
import { useAuth } from '../../lib/AuthProvider';
import { useHydrated } from '../../lib/hydration';
import { AuthCard } from '../components/AuthCard';
import { Field } from '../../ui/Field';
import { AFTER_SIGN_IN_PATH } from './SignInPage';
import { describeStrength, usePasswordStrength, weakPasswordMessage } from '../../lib/usePasswordStrength';
import { lazyZodResolver } from '../lazyZodResolver';

const resolver = lazyZodResolver(() => import('../../../shared/contracts/auth').then((m) => m.signUpFormSchema));

/** docs/product.md#screens sign-up: username, email, password and the required terms checkbox. */
export default function SignUpPage() {
  const { status, user, signUp } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // Disabled until hydrated: the pre-rendered form is never sent as a plain GET with the password.
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpForm>({
    resolver,
    defaultValues: { username: '', email: '', password: '', terms: false },
  });

  const [password, username, email] = watch(['password', 'username', 'email']);
  const strength = usePasswordStrength(password, [username, email]);

  const onSubmit = async (values: SignUpForm) => {
    setFailure(null);
    const weak = await weakPasswordMessage(values.password, [values.username, values.email]);
    if (weak) {
      setError('password', { message: weak }, { shouldFocus: true });
      return;
    }
    try {
      await signUp(values.username, values.email, values.password);
      navigate(AFTER_SIGN_IN_PATH, { replace: true });
    } catch (err) {
      // The spec only logs a sign-up failure; we also say why (docs/product.md#deliberate-differences-from-the-specification).
      console.error('sign-up failed', err);
      setFailure(errorDetail(err, 'Sign-up failed. Please try again.'));
    }
  };

  // Painted at once; a stored session is checked meanwhile and a signed-in visitor sent on.
  if (status === 'signed-in' && user?.email && !isSubmitting) return <Navigate to={AFTER_SIGN_IN_PATH} replace />;

  return (
    <AuthCard
      title="Create an account"
      subtitle="Describe an idea, get a landing page, and see who is interested."
      footer={
        <>
          Already have an account? <Link to="/sign-in">Sign in</Link>
        </>
      }
    >
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Field
          id="sign-up-username"
          label="Username"
          autoComplete="username"
          placeholder="Your name"
          required
          max={USERNAME_MAX}
          length={(username ?? '').length}
          registration={register('username')}
          error={errors.username?.message}
        />
        <Field
          id="sign-up-email"
          label="Your email"
          type="email"
          autoComplete="email"
          placeholder="example@company.com"
          required
          registration={register('email')}
          error={errors.email?.message}
        />
        <Field
          id="sign-up-password"
          label="Your password"
          type="password"
          autoComplete="new-password"
          placeholder="Password"
          required
          hint={`At least ${PASSWORD_MIN} characters.${strength ? ` ${describeStrength(strength)}` : ''}`}
          registration={register('password')}
          error={errors.password?.message}
        />
        <div className="form-check mb-4">
          <input
            id="sign-up-terms"
            type="checkbox"
            className={`form-check-input${errors.terms ? ' is-invalid' : ''}`}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? 'sign-up-terms-error' : undefined}
            {...register('terms')}
          />
          <label htmlFor="sign-up-terms" className="form-check-label">
            I agree to the{' '}
            <Link to="/terms" target="_blank" rel="noopener">
              Terms &amp; Conditions
            </Link>
          </label>
          {errors.terms && (
            <div id="sign-up-terms-error" className="invalid-feedback">
              {errors.terms.message}
            </div>
          )}
        </div>
        <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting || !hydrated}>
          {isSubmitting ? 'Creating your account…' : 'Sign up'}
        </button>
      </form>
    </AuthCard>
  );
}
