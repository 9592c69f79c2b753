// STUB written by the lead so the router compiles; the identity helper replaces it.
export default function SignInPage() {
  return <h1>SignInPage</h1>;
}
