// The baseline: a bare Fastify route in its own process, measured the same way as the app.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT ?? 18090), host: '127.0.0.1' });
