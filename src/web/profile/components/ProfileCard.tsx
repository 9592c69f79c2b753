import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { ProfileUpdate, ProfileUpdateInput } from '../../../shared/contracts/profile';
import type { CurrentUser } from '../../lib/AuthProvider';
import { Field } from '../../ui/Field';
import { ProfileAvatar } from './ProfileAvatar';
import { PROFILE_LIMITS } from './GeneralInfoCard';

/** docs/product.md#screens: the profile card, with editable display name, job title and location (saved with the form). */
export function ProfileCard({
  user,
  form,
  formId,
}: {
  user: CurrentUser;
  form: UseFormReturn<ProfileUpdateInput, unknown, ProfileUpdate>;
  formId: string;
}) {
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [displayName, jobTitle, location] = useWatch({ control, name: ['display_name', 'job_title', 'location'] });
  return (
    <section className="card border-0 shadow-sm" aria-labelledby="profile-card-title">
      <div className="card-body p-4">
        <div className="text-center mb-4">
          <ProfileAvatar user={user} size={112} />
          <h2 id="profile-card-title" className="h5 mt-3 mb-1">
            {user.display_name || user.username}
          </h2>
          {user.job_title && <div className="text-body-secondary">{user.job_title}</div>}
          {user.location && <div className="small text-body-secondary">{user.location}</div>}
        </div>
        <Field
          id="profile-display-name"
          label="Display name"
          form={formId}
          max={PROFILE_LIMITS.display_name}
          length={(displayName ?? '').length}
          registration={register('display_name')}
          error={errors.display_name?.message}
        />
        <Field
          id="profile-job-title"
          label="Job title"
          form={formId}
          autoComplete="organization-title"
          max={PROFILE_LIMITS.job_title}
          length={(jobTitle ?? '').length}
          registration={register('job_title')}
          error={errors.job_title?.message}
        />
        <Field
          id="profile-location"
          label="Location"
          form={formId}
          placeholder="City, country"
          max={PROFILE_LIMITS.location}
          length={(location ?? '').length}
          registration={register('location')}
          error={errors.location?.message}
        />
        <button type="submit" form={formId} className="btn btn-outline-primary w-100" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save profile'}
        </button>
      </div>
    </section>
  );
}
