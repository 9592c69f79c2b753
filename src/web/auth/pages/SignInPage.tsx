import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SignInForm } from '../../../shared/contracts/auth';
import { errorDetail, setToken } from '../../lib/api';
import { useToast } from '../../ui/toast';
import { useHydrated } from '../../lib/hydration';
import { useAuth } from '../../lib/AuthProvider';
import { AuthCard, AuthLoading } from '../components/AuthCard';
import { Field } from '../../ui/Field';
import { GoogleButton } from '../components/GoogleButton';
import { exchangeCookieForToken } from '../../lib/identityApi';
import { lazyZodResolver } from '../lazyZodResolver';

export const AFTER_SIGN_IN_PATH = '/transactions';
export const SIGN_IN_SUCCESS = 'Login successful! Welcome back!';
export const signInFailure = (reason: string) => `Login failed. Please check your credentials. ${reason}`.trim();

const resolver = lazyZodResolver(() => import('../../../shared/contracts/auth').then((m) => m.signInFormSchema));

const reasonOf = (err: unknown) => errorDetail(err, 'Something went wrong. Please try again.');

/** docs/product.md#screens sign-in: email, password, Remember me, "Lost password?", Google, link to sign-up. */
export default function SignInPage() {
  const { status, user, signIn, refresh } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // The pre-rendered page (docs/architecture.md#pre-rendered-public-pages) knows neither history
  // state nor the query string: what they change shows once hydrated. Until then the submit button
  // is disabled, so the form cannot be sent as a plain GET with the password in the address.
  const hydrated = useHydrated();
  const notice = hydrated ? (location.state as { message?: string } | null)?.message : undefined;
  const social = params.get('social');
  const [socialPending, setSocialPending] = useState(social === 'google');
  const socialHandled = useRef(false);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInForm>({
    resolver,
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  // Back from Google: trade the cookie session for a token (once, even under StrictMode).
  useEffect(() => {
    if (socialHandled.current || !social) return;
    socialHandled.current = true;
    if (social === 'error') {
      toast.error(signInFailure('Google sign-in was cancelled or failed.'));
      return;
    }
    if (social !== 'google') return;
    exchangeCookieForToken()
      .then((token) => {
        setToken(token);
        return refresh();
      })
      .then(() => {
        toast.success(SIGN_IN_SUCCESS);
        navigate(AFTER_SIGN_IN_PATH, { replace: true });
      })
      .catch((err: unknown) => {
        toast.error(signInFailure(reasonOf(err)));
        setSocialPending(false);
      });
  }, [social, refresh, toast, navigate]);

  const onSubmit = async (values: SignInForm) => {
    try {
      await signIn(values.email, values.password, values.rememberMe);
      toast.success(SIGN_IN_SUCCESS);
      navigate(AFTER_SIGN_IN_PATH, { replace: true });
    } catch (err) {
      toast.error(signInFailure(reasonOf(err)));
    }
  };

  // The form paints at once, without waiting for a stored session to be checked; a visitor who
  // turns out to be signed in is sent on when the check answers.
  if (socialPending && hydrated) return <AuthLoading />;
  if (status === 'signed-in' && user?.email && !isSubmitting) return <Navigate to={AFTER_SIGN_IN_PATH} replace />;

  return (
    <AuthCard
      title="Sign in to Ideaproof"
      subtitle="Test your next business idea with real market signal."
      footer={
        <>
          Not registered? <Link to="/sign-up">Create an account</Link>
        </>
      }
    >
      {notice && (
        <div className="alert alert-success" role="status">
          {notice}
        </div>
      )}
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Field
          id="sign-in-email"
          label="Your email"
          type="email"
          autoComplete="email"
          placeholder="example@company.com"
          required
          registration={register('email')}
          error={errors.email?.message}
        />
        <Field
          id="sign-in-password"
          label="Your password"
          type="password"
          autoComplete="current-password"
          placeholder="Password"
          required
          registration={register('password')}
          error={errors.password?.message}
        />
        <div className="d-flex justify-content-between align-items-center mb-4">
          <div className="form-check mb-0">
            <input id="sign-in-remember" type="checkbox" className="form-check-input" {...register('rememberMe')} />
            <label htmlFor="sign-in-remember" className="form-check-label">
              Remember me
            </label>
          </div>
          <Link to="/forgot-password" className="small">
            Lost password?
          </Link>
        </div>
        <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting || !hydrated}>
          {isSubmitting ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <div className="d-flex align-items-center my-4 text-body-secondary small">
        <hr className="flex-grow-1" />
        <span className="px-2">or</span>
        <hr className="flex-grow-1" />
      </div>
      <GoogleButton onError={(reason) => toast.error(signInFailure(reason))} />
    </AuthCard>
  );
}
