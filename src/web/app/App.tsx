export function App() {
  return (
    <main className="container py-5">
      <h1>Ideaproof</h1>
      <p>Validated market insight in days.</p>
    </main>
  );
}
