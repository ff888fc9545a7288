/// Two small SVG masters the vector tests of several stages draw: a 30 × 20 badge (a red
/// rounded rectangle with a white dot) and a 24-point gear (a view box, a translucent fill).
package enum VectorFixtures {
  package static let badge = """
    <svg xmlns="http://www.w3.org/2000/svg" width="30" height="20">
      <rect x="1" y="1" width="28" height="18" rx="6" fill="#E74C3C"/><circle cx="15" cy="10" r="5" fill="#fff"/>
    </svg>
    """
  package static let gear = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
      <path d="M12 2 L14 6 L19 5 L18 10 L22 12 L18 14 L19 19 L14 18 L12 22 L10 18 L5 19 L6 14 L2 12 L6 10 L5 5 L10 6 Z"
        fill="#000" fill-opacity="0.9"/>
    </svg>
    """
}
