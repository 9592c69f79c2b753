import type { UseFormReturn } from 'react-hook-form';
import { GENDERS, US_STATES, type ProfileUpdate, type ProfileUpdateInput } from '../../../shared/contracts/profile';
import { Field } from '../../ui/Field';
import { SelectField } from './SelectField';

type ProfileForm = UseFormReturn<ProfileUpdateInput, unknown, ProfileUpdate>;

/** docs/product.md#screens/docs/product.md#validation-rules: general information (names, birthday, gender, read-only email, phone) and the address. */
export function GeneralInfoCard({ form }: { form: ProfileForm }) {
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <section className="card border-0 shadow-sm" aria-labelledby="general-info-title">
      <div className="card-body p-4">
        <h2 id="general-info-title" className="h5 mb-4">
          General information
        </h2>
        <div className="row">
          <div className="col-md-6">
            <Field
              id="profile-first-name"
              label="First name"
              autoComplete="given-name"
              required
              registration={register('first_name')}
              error={errors.first_name?.message}
            />
          </div>
          <div className="col-md-6">
            <Field
              id="profile-last-name"
              label="Last name"
              autoComplete="family-name"
              required
              registration={register('last_name')}
              error={errors.last_name?.message}
            />
          </div>
          <div className="col-md-6">
            <Field
              id="profile-birthday"
              label="Birthday"
              placeholder="MM/DD/YYYY"
              inputMode="numeric"
              autoComplete="bday"
              required
              hint="Format MM/DD/YYYY"
              registration={register('birthday')}
              error={errors.birthday?.message}
            />
          </div>
          <div className="col-md-6">
            <SelectField
              id="profile-gender"
              label="Gender"
              placeholder="Select gender"
              options={GENDERS}
              registration={register('gender')}
              error={errors.gender?.message}
            />
          </div>
          <div className="col-md-6">
            <Field
              id="profile-email"
              label="Email"
              type="email"
              readOnly
              required
              hint="Your sign-in email cannot be changed here."
              className="mb-3"
              registration={register('email')}
              error={errors.email?.message}
            />
          </div>
          <div className="col-md-6">
            <Field
              id="profile-phone"
              label="Phone"
              type="tel"
              autoComplete="tel"
              placeholder="+1 (555) 000-0000"
              required
              registration={register('phone')}
              error={errors.phone?.message}
            />
          </div>
        </div>

        <h2 className="h5 my-4">Address</h2>
        <div className="row">
          <div className="col-sm-9">
            <Field
              id="profile-address"
              label="Address"
              autoComplete="address-line1"
              placeholder="Street"
              required
              registration={register('address')}
              error={errors.address?.message}
            />
          </div>
          <div className="col-sm-3">
            <Field
              id="profile-number"
              label="Number"
              placeholder="No."
              required
              registration={register('address_number')}
              error={errors.address_number?.message}
            />
          </div>
          <div className="col-sm-4">
            <Field
              id="profile-city"
              label="City"
              autoComplete="address-level2"
              required
              registration={register('city')}
              error={errors.city?.message}
            />
          </div>
          <div className="col-sm-4">
            <SelectField
              id="profile-state"
              label="State"
              placeholder="Select state"
              options={US_STATES}
              registration={register('state')}
              error={errors.state?.message}
            />
          </div>
          <div className="col-sm-4">
            <Field
              id="profile-zip"
              label="ZIP"
              autoComplete="postal-code"
              required
              registration={register('zip_code')}
              error={errors.zip_code?.message}
            />
          </div>
        </div>
        <div className="mt-2">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save all'}
          </button>
        </div>
      </div>
    </section>
  );
}
