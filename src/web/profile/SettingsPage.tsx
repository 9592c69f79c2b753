// STUB written by the lead so the router compiles; the identity helper replaces it.
export default function SettingsPage() {
  return <h1>Settings</h1>;
}
