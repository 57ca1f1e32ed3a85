#!/usr/bin/env bash
# Brings deploy/compose.yaml up from a clean checkout of HEAD and proves the production shape: PostgreSQL and both
# instances become healthy and nginx answers over TLS; a lead sent to each instance is stored once and mailed once;
# and replacing one instance, as a rolling deploy does, keeps every answer through nginx a 200.
#
#   deploy/check-compose.sh        # needs a Docker engine with compose, and Docker Hub for postgres, nginx, mailpit
#
# Mail goes to a Mailpit container added for the check, whose API counts what arrived. Not part of `npm test`: CI has
# no Docker engine.
set -euo pipefail

repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
work=$(mktemp -d)
project=reelcraft-check-$$
port=${CHECK_PORT:-3991}
mail_port=$((port + 2))
team=team@reelcraft.test

git clone --quiet "$repo" "$work/src"
deploy=$work/src/deploy

compose() { docker compose -p "$project" -f "$deploy/compose.yaml" -f "$work/check.yaml" "$@"; }
cleanup() {
  compose down --volumes --remove-orphans >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() {
  echo "FAIL: $*" >&2
  compose logs --tail 20 >&2 || true
  exit 1
}
sql() { compose exec -T db psql --username=site --dbname=site --tuples-only --no-align --command "$1"; }

mkdir "$work/tls"
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1 \
  -keyout "$work/tls/privkey.pem" -out "$work/tls/fullchain.pem" 2>/dev/null
# The container's nginx reads the key, whoever owns the file here.
chmod 644 "$work/tls/privkey.pem"

cat >"$deploy/.env" <<ENV
POSTGRES_PASSWORD=$(openssl rand -hex 24)
BACKUP_PASSWORD=$(openssl rand -hex 24)
SMTP_URL=smtp://mail:1025
SITE_URL=https://127.0.0.1:$port
TEAM_INBOX=$team
TLS_DIR=$work/tls
HTTPS_PORT=127.0.0.1:$port
HTTP_PORT=127.0.0.1:$((port + 1))
ENV
# The check's own mail server, and the business facts as they stand (examples included) on a site no one visits.
cat >"$work/check.yaml" <<YAML
services:
  mail:
    image: axllent/mailpit:v1.21
    ports: ["127.0.0.1:$mail_port:8025"]
  app-a:
    environment: { ALLOW_EXAMPLE_FACTS: "1" }
  app-b:
    environment: { ALLOW_EXAMPLE_FACTS: "1" }
YAML

echo "== building the image from a clean checkout of $(git -C "$repo" rev-parse --short HEAD) and starting the shape"
compose build --quiet
compose up --detach --wait --wait-timeout 240 || fail 'the services did not all become healthy'
echo 'ok  PostgreSQL and both instances are healthy (pg_isready, /readyz)'

status=$(curl -sk -o /dev/null -w '%{http_code}' "https://127.0.0.1:$port/")
[[ $status == 200 ]] || fail "nginx answered $status for the home page"
echo 'ok  nginx answers the home page over TLS'

for instance in app-a app-b; do
  answer=$(compose exec -T "$instance" node -e "
    fetch('http://127.0.0.1:3000/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Compose Check', email: 'check-$instance@example.in', message: 'Sent to $instance' }),
    }).then((answer) => console.log(answer.status))")
  [[ $answer == 201 ]] || fail "$instance answered $answer for a contact message"
  stored=$(sql "select count(*) from contact_messages where email = 'check-$instance@example.in'")
  [[ $stored == 1 ]] || fail "the lead sent to $instance is stored $stored times"
done
echo 'ok  a lead sent to each instance is answered 201 and stored once'

for _ in $(seq 60); do
  unsent=$(sql "select count(*) from mail_outbox where status <> 'sent'")
  [[ $unsent == 0 ]] && break
  sleep 1
done
[[ $unsent == 0 ]] || fail "$unsent mails are still unsent after 60 s"
arrived=$(curl -s "http://127.0.0.1:$mail_port/api/v1/messages?limit=1000")
for instance in app-a app-b; do
  count=$(node -e "
    const { messages } = JSON.parse(process.argv[1])
    const about = messages.filter(({ To, ReplyTo }) =>
      To.some(({ Address }) => Address === '$team') && ReplyTo.some(({ Address }) => Address === 'check-$instance@example.in'))
    console.log(about.length)" "$arrived")
  [[ $count == 1 ]] || fail "the team got $count mails about the lead sent to $instance"
done
repeated=$(node -e "
  const { messages } = JSON.parse(process.argv[1])
  const seen = messages.map(({ To, Subject }) => To.map(({ Address }) => Address).join() + ' ' + Subject)
  console.log(seen.length - new Set(seen).size)" "$arrived")
[[ $repeated == 0 ]] || fail "$repeated mails arrived twice"
echo 'ok  the team is mailed once about each lead, and no mail arrives twice'

# One instance is replaced, as a rolling deploy replaces each in turn, while a visitor keeps asking nginx for a page.
statuses=$work/statuses
compose up --detach --no-deps --force-recreate --wait --wait-timeout 120 app-a >/dev/null 2>&1 &
replacing=$!
while kill -0 "$replacing" 2>/dev/null; do
  curl -sk -o /dev/null -w '%{http_code}\n' "https://127.0.0.1:$port/contact" >>"$statuses"
  sleep 0.1
done
wait "$replacing" || fail 'app-a did not come back healthy'
answers=$(wc -l <"$statuses")
others=$(grep -cv '^200$' "$statuses" || true)
[[ $others == 0 ]] || fail "$others of $answers answers while app-a was replaced were not 200"
echo "ok  while app-a was replaced, all $answers answers through nginx were 200"
echo 'PASS: deploy/compose.yaml'
