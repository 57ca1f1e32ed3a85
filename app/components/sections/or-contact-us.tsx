import { Link } from 'react-router'

/** A line offering one more page, or the contact page: "Not sure yet? Compare our packages or contact us." */
export function OrContactUs({
  question,
  link,
  className,
}: {
  question: string
  link: { to: string; label: string }
  className: string
}) {
  return (
    <p className={className}>
      {question}{' '}
      <Link to={link.to} className="text-accent underline underline-offset-2">
        {link.label}
      </Link>{' '}
      or{' '}
      <Link to="/contact" className="text-accent underline underline-offset-2">
        contact us
      </Link>
      .
    </p>
  )
}
