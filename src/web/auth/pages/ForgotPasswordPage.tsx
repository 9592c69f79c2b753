// STUB written by the lead so the router compiles; the identity helper replaces it.
export default function ForgotPasswordPage() {
  return <h1>ForgotPasswordPage</h1>;
}
