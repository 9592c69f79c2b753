// STUB written by the lead so the router compiles; the identity helper replaces it.
export default function SignUpPage() {
  return <h1>SignUpPage</h1>;
}
