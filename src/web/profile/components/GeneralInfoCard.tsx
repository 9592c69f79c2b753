import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  GENDERS,
  postalCodeRule,
  regionsOf,
  type ProfileUpdate,
  type ProfileUpdateInput,
} from '../../../shared/contracts/profile';
import { COUNTRIES, countryName, countryOf } from '../../../shared/countries';
import { Field } from '../../ui/Field';
import { SelectField } from './SelectField';

type ProfileForm = UseFormReturn<ProfileUpdateInput, unknown, ProfileUpdate>;

/** Every country by its English name; the phone codes as "+91 India". Made once, on first use. */
let options: { countries: { value: string; label: string }[]; dials: { value: string; label: string }[] } | null = null;
function countryOptions() {
  if (!options) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    const named = COUNTRIES.map((c) => ({ ...c, name: countryName(c.code, names) })).sort((a, b) =>
      a.name.localeCompare(b.name, 'en'),
    );
    options = {
      countries: named.map((c) => ({ value: c.code, label: c.name })),
      dials: named.map((c) => ({ value: c.code, label: `+${c.dial} ${c.name}` })),
    };
  }
  return options;
}
const US_STATE_NAMES: Record<string, string> = {
  CA: 'California',
  TX: 'Texas',
  NY: 'New York',
  FL: 'Florida',
  IL: 'Illinois',
};

/** The limits of the profile's text fields (src/shared/contracts/profile.ts), shown as counters. */
export const PROFILE_LIMITS = {
  first_name: 50,
  last_name: 50,
  phone: 20,
  address: 200,
  address_number: 20,
  city: 100,
  state: 100,
  zip_code: 10,
  display_name: 50,
  job_title: 100,
  location: 100,
} as const;

/**
 * docs/product.md#screens/docs/product.md#validation-rules: general information (names, birthday,
 * gender, read-only email, phone with its country code) and the address, a country first: its
 * states or regions, and its postal code's name and rule
 * (docs/product.md#deliberate-differences-from-the-specification).
 */
export function GeneralInfoCard({ form }: { form: ProfileForm }) {
  const {
    register,
    control,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  const values = useWatch({ control });
  const country = values.country || null;
  const length = (name: keyof typeof PROFILE_LIMITS) => String(values[name] ?? '').length;

  // A new country: a state of the old one's list no longer applies, and the phone's code follows the
  // country unless the founder chose another one.
  const previous = useRef(country);
  useEffect(() => {
    const before = previous.current;
    if (before === country) return;
    previous.current = country;
    const state = getValues('state');
    const list = regionsOf(country);
    if (state && (list ? !list.includes(state) : regionsOf(before) !== null)) {
      setValue('state', '', { shouldDirty: true });
    }
    const phoneCountry = getValues('phone_country');
    if (country && (!phoneCountry || phoneCountry === before)) {
      setValue('phone_country', country, { shouldDirty: true });
    }
  }, [country, getValues, setValue]);

  const regions = regionsOf(country);
  const postal = postalCodeRule(country);
  const phoneCountry = countryOf(values.phone_country || country);
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
              max={PROFILE_LIMITS.first_name}
              length={length('first_name')}
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
              max={PROFILE_LIMITS.last_name}
              length={length('last_name')}
              registration={register('last_name')}
              error={errors.last_name?.message}
            />
          </div>
          <div className="col-md-6">
            <Field
              id="profile-birthday"
              label="Birthday (optional)"
              placeholder="MM/DD/YYYY"
              inputMode="numeric"
              autoComplete="bday"
              maxLength={10}
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
            <fieldset className="mb-3">
              <legend className="form-label fw-medium fs-6 mb-2">
                Phone
                <span className="text-danger" aria-hidden="true">
                  {' '}
                  *
                </span>
              </legend>
              <div className="row g-2">
                <div className="col-5">
                  <SelectField
                    id="profile-phone-country"
                    label={<span className="visually-hidden">Country code</span>}
                    placeholder="Code"
                    options={countryOptions().dials}
                    autoComplete="tel-country-code"
                    className="mb-0 profile-dial"
                    registration={register('phone_country')}
                    error={errors.phone_country?.message}
                  />
                </div>
                <div className="col-7">
                  <Field
                    id="profile-phone"
                    label={<span className="visually-hidden">Phone number</span>}
                    type="tel"
                    autoComplete="tel-national"
                    placeholder={
                      phoneCountry?.code === 'IN'
                        ? '98765 43210'
                        : phoneCountry?.dial === '1'
                          ? '(555) 000-0000'
                          : 'Number'
                    }
                    aria-required
                    className="mb-0"
                    max={PROFILE_LIMITS.phone}
                    length={length('phone')}
                    registration={register('phone')}
                    error={errors.phone?.message}
                  />
                </div>
              </div>
            </fieldset>
          </div>
        </div>

        <h2 className="h5 my-4">Address</h2>
        <div className="row">
          <div className="col-sm-6">
            <SelectField
              id="profile-country"
              label="Country"
              placeholder="Select country"
              options={countryOptions().countries}
              autoComplete="country"
              required
              registration={register('country')}
              error={errors.country?.message}
            />
          </div>
          <div className="col-sm-6">
            {regions ? (
              <SelectField
                id="profile-state"
                label={country === 'IN' ? 'State or union territory' : 'State'}
                placeholder={country === 'IN' ? 'Select state or union territory' : 'Select state'}
                options={regions.map((r) => ({
                  value: r,
                  label: US_STATE_NAMES[r] ? `${US_STATE_NAMES[r]} (${r})` : r,
                }))}
                autoComplete="address-level1"
                registration={register('state')}
                error={errors.state?.message}
              />
            ) : (
              <Field
                id="profile-state"
                label="State or region"
                autoComplete="address-level1"
                max={PROFILE_LIMITS.state}
                length={length('state')}
                registration={register('state')}
                error={errors.state?.message}
              />
            )}
          </div>
          <div className="col-sm-9">
            <Field
              id="profile-address"
              label="Address"
              autoComplete="address-line1"
              placeholder="Street"
              required
              max={PROFILE_LIMITS.address}
              length={length('address')}
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
              max={PROFILE_LIMITS.address_number}
              length={length('address_number')}
              registration={register('address_number')}
              error={errors.address_number?.message}
            />
          </div>
          <div className="col-sm-8">
            <Field
              id="profile-city"
              label="City"
              autoComplete="address-level2"
              required
              max={PROFILE_LIMITS.city}
              length={length('city')}
              registration={register('city')}
              error={errors.city?.message}
            />
          </div>
          <div className="col-sm-4">
            <Field
              id="profile-zip"
              label={postal.label}
              autoComplete="postal-code"
              inputMode={country === 'IN' || country === 'US' ? 'numeric' : undefined}
              placeholder={country === 'IN' ? '411001' : country === 'US' ? '94103' : undefined}
              required
              max={PROFILE_LIMITS.zip_code}
              length={length('zip_code')}
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
