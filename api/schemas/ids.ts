/** The largest value of a Postgres `serial` id: a bigger number names no row. */
export const MAX_SERIAL_ID = 2_147_483_647;
