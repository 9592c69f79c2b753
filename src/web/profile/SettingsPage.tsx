import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  profileFormSchema,
  userDocumentSchema,
  type ProfileUpdate,
  type ProfileUpdateInput,
} from '../../shared/contracts/profile';
import { api, errorDetail } from '../lib/api';
import { useToast } from '../ui/toast';
import { useAuth } from '../lib/AuthProvider';
import { GeneralInfoCard } from './components/GeneralInfoCard';
import { PhotoCard } from './components/PhotoCard';
import { ProfileCard } from './components/ProfileCard';
import { PreferencesCard } from './components/PreferencesCard';
import { PasswordCard } from './components/PasswordCard';
import { DeleteAccountCard } from './components/DeleteAccountCard';
import { profileFormValues } from './profileFormValues';

const PROFILE_SAVED = 'Profile updated successfully!';
const profileFailed = (message: string) => `Failed to update profile: ${message}`;
const FORM_ID = 'profile-form';

/**
 * /settings (docs/product.md#screens, docs/product.md#data, docs/product.md#validation-rules): general information,
 * address, profile card and photo upload; time zone and emails, password, deleting the account (docs/product.md#settings).
 */
export default function SettingsPage() {
  const { user, refresh } = useAuth();
  const toast = useToast();
  const form = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: user ? profileFormValues(user) : undefined,
  });
  // Fill the form once the user document is known (and again only if another user signs in).
  const filledFor = useRef(user?.id ?? null);
  useEffect(() => {
    if (user && filledFor.current !== user.id) {
      filledFor.current = user.id;
      form.reset(profileFormValues(user));
    }
  }, [user, form]);

  // The dashboard layout only shows this page to a signed-in user.
  if (!user) return null;

  const save = async (values: ProfileUpdate) => {
    try {
      const doc = await api('/profile', { method: 'PUT', body: values, schema: userDocumentSchema });
      form.reset(profileFormValues(doc));
      toast.success(PROFILE_SAVED);
      await refresh().catch(() => {});
    } catch (err) {
      toast.error(profileFailed(errorDetail(err, (err as Error).message)));
    }
  };

  return (
    <div>
      <h1 className="h3 mb-1">Settings</h1>
      <p className="text-body-secondary mb-4">Your profile, as shown across Ideaproof.</p>
      <div className="row g-4">
        <div className="col-12 col-xl-8">
          <form id={FORM_ID} onSubmit={form.handleSubmit(save)} noValidate aria-label="Profile settings">
            <GeneralInfoCard form={form} />
          </form>
        </div>
        <div className="col-12 col-xl-4 d-flex flex-column gap-4">
          <ProfileCard user={user} form={form} formId={FORM_ID} />
          <PhotoCard user={user} onUploaded={() => refresh().catch(() => {})} />
        </div>
        <div className="col-12 col-lg-4">
          <PreferencesCard user={user} onSaved={() => refresh().catch(() => {})} />
        </div>
        <div className="col-12 col-lg-4">
          <PasswordCard user={user} />
        </div>
        <div className="col-12 col-lg-4">
          <DeleteAccountCard user={user} />
        </div>
      </div>
    </div>
  );
}
