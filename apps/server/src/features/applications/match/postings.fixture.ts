/** Real-looking job postings for the match report's tests and bench. */

export const ENGLISH_POSTING = `Senior Backend Engineer (m/f/d) – Payments Platform

About us
Northwind Pay builds the payments infrastructure behind thousands of online shops in Europe. Our platform team of 14 engineers runs the services that move money every second of the day.

What you will do
- Design, build and operate backend services in TypeScript and Node.js that process millions of transactions a day.
- Own our PostgreSQL schemas and queries, and keep Redis caches consistent.
- Run the services on Kubernetes (k8s) in AWS; improve our Terraform modules and our CI/CD pipelines in GitHub Actions.
- Work closely with product managers and designers in an agile team (Scrum, two-week sprints).
- Mentor junior engineers and take part in code reviews.

What you bring
- 5+ years of experience in backend development with TypeScript or JavaScript.
- Solid knowledge of PostgreSQL, including query tuning.
- Experience with Docker and Kubernetes in production.
- Familiarity with event streaming, ideally Kafka.
- Good communication skills in English; German is a plus.
- You care about observability: Prometheus, Grafana and OpenTelemetry are your friends.

What we offer
A hybrid setup in Berlin, 30 days of holiday, a learning budget and a team that cares about clean code.`;

export const GERMAN_POSTING = `Softwareentwickler (m/w/d) Frontend mit Schwerpunkt React

Über uns
Die Stadtwerke Rheinland digitalisieren ihre Kundenportale. Für unser Team in Köln suchen wir ab sofort Verstärkung.

Ihre Aufgaben
- Sie entwickeln unsere Kundenportale mit React und TypeScript weiter.
- Sie setzen barrierefreie Oberflächen nach WCAG um und testen sie mit Playwright.
- Sie arbeiten agil im Scrum-Team mit Produktmanagement und UX zusammen.
- Sie betreuen unsere Datenbanken gemeinsam mit dem Backend-Team.

Ihr Profil
- Abgeschlossenes Studium der Informatik oder vergleichbare Ausbildung
- Mehrjährige Erfahrung in der Frontend-Entwicklung mit React und TypeScript
- Kenntnisse in Barrierefreiheit und Testautomatisierung
- Erfahrung mit Docker und GitLab CI
- Sehr gute Deutschkenntnisse und gute Englischkenntnisse
- Kommunikationsstärke und Teamfähigkeit

Wir bieten
Flexible Arbeitszeiten, mobiles Arbeiten, betriebliche Altersvorsorge und Weiterbildung.`;
