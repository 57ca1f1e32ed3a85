// Creates a staff account: npm run staff:create -- --email a@b.c --name "Asha Rao" [--role admin]
// The password is read from standard input (piped, one line), or asked for twice when run in a terminal.
import readline from 'node:readline/promises'
import { Writable } from 'node:stream'
import { parseArgs } from 'node:util'
import { closeDatabase, database, migrate } from '../app/server/db.server'
import { StaffError, createStaff } from '../app/server/staff.server'
import { newMemberNotifiedOf } from '../app/leads/team-notifications.server'

async function readPassword() {
  if (!process.stdin.isTTY) {
    let input = ''
    for await (const chunk of process.stdin) input += chunk
    // Only the newline that ends the line goes; any other line break stays, for createStaff to refuse.
    return input.replace(/\r?\n$/, '')
  }
  // Keep the typed password off the screen: the prompt is written directly, the echo of typing is dropped.
  let echo = true
  const output = new Writable({
    write(chunk, encoding, done) {
      if (echo) process.stdout.write(chunk, encoding)
      done()
    },
  })
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true })
  const ask = async (question: string) => {
    process.stdout.write(question)
    echo = false
    const answer = await rl.question('')
    echo = true
    process.stdout.write('\n')
    return answer
  }
  const password = await ask('Password: ')
  const again = await ask('Password again: ')
  rl.close()
  if (password !== again) throw new StaffError('The two passwords differ.')
  return password
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', default: 'staff' } },
  })
  if (!values.email || !values.name || (values.role !== 'admin' && values.role !== 'staff')) {
    throw new StaffError('Usage: npm run staff:create -- --email a@b.c --name "Full Name" [--role admin|staff]')
  }
  const { db } = database()
  await migrate(db)
  const password = await readPassword()
  const id = await createStaff(
    { email: values.email, name: values.name, role: values.role, password, notifyOf: newMemberNotifiedOf },
    db,
  )
  console.log(`Created ${values.role} account ${id} for ${values.email.trim().toLowerCase()}.`)
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof StaffError ? error.message : error)
    process.exitCode = 1
  })
  .finally(() => closeDatabase())
