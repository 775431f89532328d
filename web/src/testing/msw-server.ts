import { setupServer } from 'msw/node';

/** One interception server for the whole test run; each test adds its handlers with server.use(). */
export const server = setupServer();
