// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../src/web/lib/api';
import { fakeBackend, renderAt, userDoc, type FakeAnswer, type SeenRequest } from '../auth/harness';

const filled = userDoc({
  first_name: 'Ada',
  last_name: 'Lovelace',
  birthday: '12/10/1985',
  gender: 'Female',
  phone: '+1 415 555 0100',
  address: 'Market Street',
  address_number: '221B',
  city: 'San Francisco',
  country: 'US',
  state: 'CA',
  zip_code: '94103',
  phone_country: 'US',
});

function backend(me: ReturnType<typeof userDoc>, other: (req: SeenRequest) => FakeAnswer = () => ({ status: 500 })) {
  return fakeBackend((req) => (req.path === '/api/me' && req.method === 'GET' ? { body: me } : other(req)));
}

beforeEach(() => {
  localStorage.clear();
  setToken('t.sig');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('settings page', () => {
  it('shows the general information, address, profile and photo cards with the user document', async () => {
    backend(filled);
    renderAt('/settings');
    expect(await screen.findByRole('heading', { name: 'General information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Address' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Select profile photo' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/First name/)).toHaveValue('Ada'));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('readonly');
    const gender = screen.getByLabelText('Gender');
    expect(
      within(gender)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select gender', 'Female', 'Male']);
    const state = screen.getByLabelText('State');
    expect(
      within(state)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select state', 'California (CA)', 'Texas (TX)', 'New York (NY)', 'Florida (FL)', 'Illinois (IL)']);
    expect(screen.getByLabelText(/^Country( \*)?$/)).toHaveValue('US');
    expect(screen.getByLabelText('Display name')).toBeInTheDocument();
    expect(screen.getByLabelText('Job title')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toBeInTheDocument();
  });

  it('shows the validation messages of the required fields and the birthday format', async () => {
    const seen = backend(userDoc());
    renderAt('/settings');
    await userEvent.type(await screen.findByLabelText(/Birthday/), '1985-12-10');
    await userEvent.click(screen.getByRole('button', { name: 'Save all' }));
    for (const message of [
      'Choose your country',
      'First name is required',
      'Last name is required',
      'Birthday must be in the format MM/DD/YYYY',
      'Phone is required',
      'Address is required',
      'Number is required',
      'City is required',
      'ZIP is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(seen.filter((r) => r.path === '/profile')).toHaveLength(0);
  });

  it('shows every problem at once, each under its own field', async () => {
    const seen = backend(filled);
    renderAt('/settings');
    await waitFor(() => expect(screen.getByLabelText(/First name/)).toHaveValue('Ada'));
    const bad: [RegExp, string, string][] = [
      [/First name/, '', 'First name is required'],
      [/Last name/, '   ', 'Last name is required'],
      [/Birthday/, '1985-12-10', 'Birthday must be in the format MM/DD/YYYY'],
      [/Phone/, 'call me maybe', 'Phone must be a phone number (digits, spaces, + ( ) - .)'],
      [/Address/, '', 'Address is required'],
      [/Number/, '', 'Number is required'],
      [/City/, '', 'City is required'],
      [/ZIP/, '', 'ZIP is required'],
    ];
    for (const [label, value] of bad) {
      const input = screen.getByLabelText(label);
      await userEvent.clear(input);
      if (value) await userEvent.type(input, value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save all' }));
    for (const [label, , message] of bad) {
      const input = screen.getByLabelText(label);
      await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(seen.filter((r) => r.path === '/profile')).toHaveLength(0);
  });

  it('saves with PUT /profile and toasts "Profile updated successfully!"', async () => {
    const saved = { ...filled, display_name: 'Ada L.' };
    const seen = backend(filled, (req) => (req.path === '/profile' ? { body: saved } : { status: 500 }));
    renderAt('/settings');
    await userEvent.type(await screen.findByLabelText('Display name'), 'Ada L.');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const put = seen.find((r) => r.path === '/profile')!;
    expect(put.method).toBe('PUT');
    expect(put.headers.authorization).toBe('Bearer t.sig');
    expect(put.body).toMatchObject({
      first_name: 'Ada',
      birthday: '12/10/1985',
      email: 'ada@example.com',
      display_name: 'Ada L.',
      job_title: null,
      state: 'CA',
      country: 'US',
      phone_country: 'US',
    });
  });

  it('toasts "Failed to update profile: {message}" with the server detail', async () => {
    backend(filled, () => ({ status: 400, body: { detail: 'Email is read-only: it must be your account email' } }));
    renderAt('/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Save all' }));
    expect(
      await screen.findByText('Failed to update profile: Email is read-only: it must be your account email'),
    ).toBeInTheDocument();
  });

  it('checks the photo in the browser: type and the 2 MB limit', async () => {
    const seen = backend(filled);
    renderAt('/settings');
    const input = await screen.findByLabelText('Photo file');
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Choose a JPG, PNG, WebP or GIF image.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeDisabled();
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The photo is 3.0 MB; the limit is 2 MB.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeDisabled();
    expect(seen.filter((r) => r.path === '/upload-profile-picture')).toHaveLength(0);
  });

  it('uploads a photo as multipart field "file" and toasts the result', async () => {
    const withPhoto = { ...filled, profile_picture: 'data:image/jpeg;base64,AAAA' };
    let fail = false;
    const seen = backend(filled, (req) =>
      req.path === '/upload-profile-picture'
        ? fail
          ? { status: 400, body: { detail: 'The file is not a JPEG, PNG, WebP or GIF image' } }
          : { body: withPhoto }
        : { status: 500 },
    );
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    renderAt('/settings');
    const input = await screen.findByLabelText('Photo file');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [photo] } });
    expect(await screen.findByText('me.jpg')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText('Profile picture updated successfully!')).toBeInTheDocument();
    const upload = seen.find((r) => r.path === '/upload-profile-picture')!;
    expect(upload.method).toBe('POST');
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);
    // The user document is reloaded, so the top bar shows the new photo.
    await waitFor(() => expect(seen.filter((r) => r.path === '/api/me').length).toBeGreaterThanOrEqual(2));

    fail = true;
    fireEvent.change(input, { target: { files: [photo] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Upload photo' }));
    expect(
      await screen.findByText('Failed to update profile picture: The file is not a JPEG, PNG, WebP or GIF image'),
    ).toBeInTheDocument();
  });

  it('offers the country’s states: the spec’s five in the US, India’s states and PIN code, free text elsewhere', async () => {
    const seen = backend(filled, (req) => (req.path === '/profile' ? { body: filled } : { status: 500 }));
    renderAt('/settings');
    const country = await screen.findByLabelText(/^Country( \*)?$/);
    await waitFor(() => expect(country).toHaveValue('US'));
    await userEvent.selectOptions(country, 'IN');
    const state = screen.getByLabelText('State or union territory');
    const options = within(state)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain('Maharashtra');
    expect(options).toContain('Delhi');
    expect(options).toHaveLength(37);
    // The US state no longer applies; the phone's code follows the country.
    expect(state).toHaveValue('');
    expect(screen.getByLabelText('Country code')).toHaveValue('IN');
    expect(screen.getByLabelText(/PIN code/)).toBeInTheDocument();
    await userEvent.selectOptions(state, 'Maharashtra');
    const pin = screen.getByLabelText(/PIN code/);
    await userEvent.clear(pin);
    await userEvent.type(pin, '4110');
    await userEvent.click(screen.getByRole('button', { name: 'Save all' }));
    expect(await screen.findByText('PIN code must be 6 digits')).toBeInTheDocument();
    expect(seen.filter((r) => r.path === '/profile')).toHaveLength(0);

    await userEvent.selectOptions(country, 'DE');
    const region = screen.getByLabelText('State or region');
    expect(region.tagName).toBe('INPUT');
    expect(screen.getByLabelText(/Postal code/)).toBeInTheDocument();
  });

  it('counts the characters of every limited text field', async () => {
    backend(filled);
    renderAt('/settings');
    const first = await screen.findByLabelText(/First name/);
    await waitFor(() => expect(first).toHaveValue('Ada'));
    expect(first).toHaveAttribute('maxLength', '50');
    expect(first).toHaveAccessibleDescription('3/50');
    for (const [label, max] of [
      [/Last name/, 50],
      [/^Address/, 200],
      [/^Number/, 20],
      [/^City/, 100],
      [/^ZIP/, 10],
      [/Phone number/, 20],
      ['Display name', 50],
      ['Job title', 100],
      ['Location', 100],
    ] as const) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('maxLength', String(max));
      expect(input).toHaveAccessibleDescription(new RegExp(`\\d+/${max}$`));
    }
  });

  it('saves the time zone and the email preferences with PUT /api/me/preferences', async () => {
    const seen = backend(filled, (req) =>
      req.path === '/api/me/preferences' ? { body: { ...filled, email_digest: false } } : { status: 500 },
    );
    renderAt('/settings');
    const zone = await screen.findByLabelText('Time zone');
    expect(within(zone).getByRole('option', { name: 'UTC' })).toBeInTheDocument();
    await userEvent.selectOptions(zone, 'UTC');
    await userEvent.click(screen.getByLabelText(/Weekly digest email/));
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
    const put = seen.find((r) => r.path === '/api/me/preferences')!;
    expect(put.method).toBe('PUT');
    expect(put.body).toEqual({ time_zone: 'UTC', email_digest: false, email_lead_alerts: true });
  });

  it('changes the password with POST /api/me/password, and shows a wrong current password under its field', async () => {
    let wrong = true;
    const seen = backend(filled, (req) =>
      req.path === '/api/me/password'
        ? wrong
          ? { status: 400, body: { detail: 'Your current password is not right' } }
          : { body: { ok: true } }
        : { status: 500 },
    );
    renderAt('/settings');
    await userEvent.type(await screen.findByLabelText(/Current password/), 'old secret words');
    await userEvent.type(screen.getByLabelText(/New password/), 'plum orchard lantern 42');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Current password/)).toHaveAccessibleDescription(
        'Your current password is not right',
      ),
    );
    wrong = false;
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. Your other devices were signed out.')).toBeInTheDocument();
    const posts = seen.filter((r) => r.path === '/api/me/password');
    expect(posts.at(-1)!.body).toEqual({
      current_password: 'old secret words',
      new_password: 'plum orchard lantern 42',
    });
    await waitFor(() => expect(screen.getByLabelText(/Current password/)).toHaveValue(''));
  });

  it('deletes the account only once the email is typed, then signs out', async () => {
    const seen = backend(filled, (req) =>
      req.path === '/api/me' && req.method === 'DELETE' ? { body: { ok: true } } : { status: 200, body: {} },
    );
    renderAt('/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account…' }));
    const form = await screen.findByRole('form', { name: 'Confirm deleting the account' });
    const confirm = within(form).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(form).getByLabelText(/Type your email/), 'ada@example');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(form).getByLabelText(/Type your email/), '.com');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(await screen.findByText('Your account and its data were deleted.')).toBeInTheDocument();
    const del = seen.find((r) => r.path === '/api/me' && r.method === 'DELETE')!;
    expect(del.body).toEqual({ confirm_email: 'ada@example.com' });
    await waitFor(() => expect(localStorage.getItem('ideaproof.token')).toBeNull());
  });
});
