// STUB written by the lead so the router compiles; the identity helper replaces it.
export default function LockPage() {
  return <h1>LockPage</h1>;
}
