import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { unlockFormSchema, type UnlockForm } from '../../../shared/contracts/auth';
import { errorDetail } from '../../lib/api';
import { useToast } from '../../ui/toast';
import { useAuth } from '../../lib/AuthProvider';
import { AuthCard, AuthLoading } from '../components/AuthCard';
import { Field } from '../../ui/Field';
import { readLockedIdentity, writeLockedIdentity, type LockedIdentity } from '../lockedIdentity';
import { AFTER_SIGN_IN_PATH, SIGN_IN_SUCCESS, signInFailure } from './SignInPage';

/**
 * Lock screen (docs/product.md#screens): opening it locks the session (the token is revoked, so nothing can be done
 * from this browser) while the page keeps the user's name; their password unlocks it again.
 */
export default function LockPage() {
  const { status, user, signIn, signOut } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [identity, setIdentity] = useState<LockedIdentity | null>(readLockedIdentity);
  const locking = useRef(false);
  const unlocking = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UnlockForm>({ resolver: zodResolver(unlockFormSchema), defaultValues: { password: '' } });

  useEffect(() => {
    if (status !== 'signed-in' || !user || locking.current || unlocking.current) return;
    locking.current = true;
    const locked = {
      email: user.email,
      name: user.display_name || user.username || user.email,
      picture: user.profile_picture ?? null,
    };
    writeLockedIdentity(locked);
    setIdentity(locked);
    void signOut().finally(() => {
      locking.current = false;
    });
  }, [status, user, signOut]);

  const onSubmit = async ({ password }: UnlockForm) => {
    if (!identity) return;
    unlocking.current = true;
    try {
      await signIn(identity.email, password, false);
      writeLockedIdentity(null);
      toast.success(SIGN_IN_SUCCESS);
      navigate(AFTER_SIGN_IN_PATH, { replace: true });
    } catch (err) {
      unlocking.current = false;
      const reason = errorDetail(err, 'Please try again.');
      setError('password', { message: signInFailure(reason) });
    }
  };

  if (status === 'loading' || (status === 'signed-in' && !unlocking.current)) return <AuthLoading />;

  if (!identity) {
    return (
      <AuthCard title="Screen locked" subtitle="There is no locked session in this browser tab.">
        <Link to="/sign-in" className="btn btn-primary w-100">
          Sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={identity.name}
      subtitle="Your session is locked. Enter your password to continue."
      footer={
        <>
          Not you?{' '}
          <Link to="/sign-in" onClick={() => writeLockedIdentity(null)}>
            Sign in with another account
          </Link>
        </>
      }
    >
      <div className="text-center mb-4">
        {identity.picture ? (
          <img src={identity.picture} alt="" width={96} height={96} className="rounded-circle object-fit-cover" />
        ) : (
          <span
            className="avatar-initial rounded-circle d-inline-flex fs-2"
            style={{ width: 96, height: 96 }}
            aria-hidden="true"
          >
            {identity.name.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="small text-body-secondary mt-2">{identity.email}</div>
      </div>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Field
          id="lock-password"
          label="Your password"
          type="password"
          autoComplete="current-password"
          required
          autoFocus
          registration={register('password')}
          error={errors.password?.message}
        />
        <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting}>
          {isSubmitting ? 'Unlocking…' : 'Unlock'}
        </button>
      </form>
    </AuthCard>
  );
}
