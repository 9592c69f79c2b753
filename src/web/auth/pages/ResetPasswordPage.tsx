// STUB written by the lead so the router compiles; the identity helper replaces it.
export default function ResetPasswordPage() {
  return <h1>ResetPasswordPage</h1>;
}
