// STUB written by the lead so the router compiles; the orders helper replaces it.
export default function TransactionsPage() {
  return <h1>Your business ideas</h1>;
}
