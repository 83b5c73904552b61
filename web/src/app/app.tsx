export function App() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-bold text-primary">Quantum Leap in Medicine and Wellness</h1>
      <p className="mt-4 text-muted-foreground">Pulsed electromagnetic field therapy for the whole family.</p>
    </main>
  );
}
